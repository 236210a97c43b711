import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, shiftedMap, withCompileHint } from './compile-hints.mjs';

// A small app built as the app is (minified, a screen loaded when asked, so Vite writes its preload lists into the
// chunks at the same hook the plugin uses), with and without the plugin.
const folder = mkdtempSync(join(import.meta.dirname, '../node_modules/.compile-hints-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
writeFileSync(join(folder, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
writeFileSync(
  join(folder, 'main.js'),
  "import { shared } from './shared.js';\ndocument.onclick = () => import('./screen.js').then((m) => m.draw(shared()));\n",
);
writeFileSync(join(folder, 'shared.js'), 'export function shared() { return document.title.length; }\n');
writeFileSync(
  join(folder, 'screen.js'),
  "import { shared } from './shared.js';\nimport './screen.css';\nexport function draw(n) { return [n, shared()].join(':'); }\n",
);
writeFileSync(join(folder, 'screen.css'), 'body { color: red }\n');

/** File name → code of every chunk the build writes, and file name → JSON of every source map it writes. */
async function buildApp(plugins, { sourcemap = false } = {}) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: folder,
    plugins,
    build: { write: false, minify: true, sourcemap, modulePreload: { polyfill: false } },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((out) => out.output);
  return {
    chunks: new Map(
      output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk.code]),
    ),
    maps: new Map(
      output
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.map'))
        .map((asset) => [asset.fileName, JSON.parse(String(asset.source))]),
    ),
  };
}

describe('compileHints (scripts/compile-hints.mjs)', () => {
  it('opens every chunk of a minified build with the hint and changes nothing else in it', async () => {
    const { chunks: plain } = await buildApp([]);
    const { chunks: hinted } = await buildApp([compileHints()]);
    expect(plain.size).toBeGreaterThanOrEqual(2);
    expect([...hinted.keys()].sort()).toEqual([...plain.keys()].sort());
    for (const [file, code] of plain) {
      expect(code.startsWith(COMPILE_HINT)).toBe(false);
      expect(hinted.get(file)).toBe(`${COMPILE_HINT}\n${code}`);
    }
    // The chunk that loads the screen carries its preload list, written by Vite before the hint went on top.
    expect([...hinted.values()].some((code) => code.includes('__vite__mapDeps'))).toBe(true);
  }, 60_000);

  it("moves the source maps a build writes down by the hint's line, so they still point at the code", async () => {
    const plain = await buildApp([], { sourcemap: true });
    const hinted = await buildApp([compileHints()], { sourcemap: true });
    expect(hinted.maps.size).toBe(plain.chunks.size);
    for (const [file, map] of plain.maps) {
      expect(hinted.chunks.get(file.replace(/\.map$/, ''))?.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
      expect(hinted.maps.get(file)).toEqual({ ...map, mappings: `;${map.mappings}` });
    }
  }, 60_000);

  it("moves a chunk's source map down by the hint's line, once", () => {
    const chunk = { code: 'export const a=1;', map: { mappings: 'AAAA,aAAa' } };
    expect(withCompileHint(chunk)).toBe(true);
    expect(withCompileHint(chunk)).toBe(false);
    expect(chunk.code).toBe(`${COMPILE_HINT}\nexport const a=1;`);
    expect(chunk.map.mappings).toBe(';AAAA,aAAa');
    const unmapped = { code: 'x()', map: null };
    withCompileHint(unmapped);
    expect(unmapped).toEqual({ code: `${COMPILE_HINT}\nx()`, map: null });
    expect(JSON.parse(shiftedMap('{"version":3,"mappings":"AAAA"}'))).toEqual({
      version: 3,
      mappings: ';AAAA',
    });
  });
});
