// Vite plugin (build only): every JS chunk of the build opens with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` (Chrome 136 and later). Without it V8 compiles a function the first time it is
// called, on the main thread: on a list screen's repeat visit, its files from the cache, that was some 600 ms of the
// main thread's time before the first row at 4× CPU (issue 26's line, a trace of 部门管理), as React and antd called
// their functions one by one. With it, V8 compiles the whole file while it streams in, on a background thread (and,
// as V8 describes the hint, the code cache Chrome keeps of the file holds them all). A chunk here holds what one view
// loads (the chunk plan, scripts/chunk-plan.mjs), so most of its functions are called when it loads; a browser
// without the hint reads a comment. Rolldown has minified the chunks when `generateBundle` runs, so the comment stays
// first in each file.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on the chunk's first line and moves its source map (if any) down by that line; false when the
 * chunk had it already.
 */
export function withCompileHint(chunk) {
  if (chunk.code.startsWith(COMPILE_HINT)) return false;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  return true;
}

/** A source map's JSON with its mappings moved down by the hint's line. */
export function shiftedMap(json) {
  const map = JSON.parse(json);
  map.mappings = `;${map.mappings}`;
  return JSON.stringify(map);
}

/** @returns {import('vite').Plugin} */
export function compileHints() {
  return {
    name: 'backoffice:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own: its import analysis writes each chunk's preload lists into its code at this hook.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !withCompileHint(file)) continue;
          // With `build.sourcemap`, the map is written from its own asset, emitted beside the chunk already.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset') map.source = shiftedMap(String(map.source));
        }
      },
    },
  };
}
