// Vite plugin (build only): every compressible file of the build also written brotli-compressed beside it
// (`x.js.br`), at brotli's best quality, which is too slow for a server to run on each answer. A server that serves
// such files as they are (nginx's `brotli_static on`, the slow-line benchmark's static server) sends a list screen's
// JS some 15 % smaller than gzip to a browser that asks for brotli: browsers ask for it over HTTPS (and from
// localhost), so an HTTP/2 deployment gets it and a plain-HTTP intranet server keeps sending gzip (issue 26).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
/** The types worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);
/** Below this a compressed answer saves nothing worth a round of decoding (nginx's `gzip_min_length` order). */
export const MIN_BYTES = 1024;

async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` beside every compressible file of `folder` of at least MIN_BYTES; gives the files written. */
export async function precompressFolder(folder) {
  const sources = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.has(extname(file)));
  const written = [];
  await Promise.all(
    sources.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      await writeFile(`${file}.br`, await compress(body, { params }));
      written.push(`${file}.br`);
    }),
  );
  return written.sort();
}

export function precompress() {
  let outDir;
  return {
    name: 'backoffice:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every file is written, index.html with its prerendered login page among them.
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
