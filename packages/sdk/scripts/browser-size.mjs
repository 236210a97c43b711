// What a browser app loads of the sdk, measured as it ships it: a `dist/` entry bundled with its dependencies
// (openapi-fetch), minified, ESM, `import.meta.env.DEV` false, WITH code splitting, gzip level 9. What loads
// before the first call is the entry's chunk and the chunks it imports statically; a dynamic import (the
// operationId map, fetched on the first failure; a page's default notice and file save) is a chunk of its own,
// reported apart. One definition for
// `pnpm run budgets` (scripts/check-budgets.mjs) and bench/sdk/size.mjs, so both measure the same build.
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The sdk package folder (this file is in its scripts/). */
export const SDK_DIR = resolve(import.meta.dirname, '..');

/** DESIGN.md §5 "Budgets for the sdk", gzip. */
export const BUDGETS_KB = { entry: 7.5, query: 3.5 };

/** Options of every browser build of the sdk: the bench's single-file bundles use them too. */
export const BROWSER_BUILD = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  define: { 'import.meta.env.DEV': 'false' },
  // Chinese text as UTF-8, as Vite (the web app's build) writes it; esbuild's default escapes each character as
  // `\uXXXX`, 6 bytes instead of 3, and counts bytes no app ships.
  charset: 'utf8',
  logLevel: 'silent',
};

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Bundles a module (an absolute path: `dist/index.js`, or an app's module importing the sdk) with splitting and sizes what loads up front (`initial`: the entry chunk and its static
 * imports, each gzipped as the file it is) apart from the dynamically imported chunks (`lazy`, each with the
 * chunks it alone adds). `external` packages are left out (react-query for `query.js`).
 */
export async function measureBrowserLoad(entryPoint, { external = [] } = {}) {
  const { outputFiles, metafile } = await build({
    ...BROWSER_BUILD,
    entryPoints: [entryPoint],
    splitting: true,
    // nothing is written (write: false): it only names the chunks
    outdir: resolve(SDK_DIR, '.browser-size'),
    metafile: true,
    external,
  });
  const bytes = new Map(outputFiles.map((output) => [output.path, output.contents]));
  // the metafile's paths are relative to the working directory; output paths are absolute
  const absolute = (key) => resolve(process.cwd(), key);
  const outputs = Object.fromEntries(
    Object.entries(metafile.outputs).map(([key, output]) => [absolute(key), output]),
  );
  const closure = (path, seen = new Set()) => {
    if (seen.has(path)) return seen;
    seen.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) closure(absolute(imported.path), seen);
    }
    return seen;
  };
  const sizeOf = (paths) => {
    let min = 0;
    let gzip = 0;
    for (const path of paths) {
      min += bytes.get(path).length;
      gzip += gzipSize(bytes.get(path));
    }
    return { min, gzip };
  };
  // a lazy chunk has an entryPoint too (the dist file it bundles): the entry's is the file asked for
  const entry = Object.keys(outputs).find((path) => absolute(outputs[path].entryPoint ?? '') === entryPoint);
  const initial = closure(entry);
  const lazyRoots = new Set();
  for (const path of initial) {
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'dynamic-import' && !imported.external) lazyRoots.add(absolute(imported.path));
    }
  }
  const lazy = [...lazyRoots].map((root) => ({
    // named by the dist file it bundles (esbuild's own chunk name carries a hash)
    chunk: outputs[root].entryPoint ? basename(outputs[root].entryPoint) : basename(root),
    ...sizeOf([...closure(root)].filter((path) => !initial.has(path))),
  }));
  return { initial: sizeOf(initial), chunks: initial.size, lazy };
}

/** The entry (`@backoffice/sdk`) and `@backoffice/sdk/query` (without react-query), as a browser loads them. */
export async function measureSdk() {
  return {
    entry: await measureBrowserLoad(resolve(SDK_DIR, 'dist/index.js')),
    query: await measureBrowserLoad(resolve(SDK_DIR, 'dist/query.js'), {
      external: ['@tanstack/react-query'],
    }),
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
