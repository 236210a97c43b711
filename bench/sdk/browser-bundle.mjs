import { build } from 'esbuild';
import { BROWSER_BUILD } from '../../packages/sdk/scripts/browser-size.mjs';

/**
 * Source bundled into one file as a browser app ships the sdk: its imports bundled in, minified, ESM,
 * `import.meta.env.DEV` false (so the development-only contract check drops out) — the options of the sdk's own
 * size check (packages/sdk/scripts/browser-size.mjs), which splits the lazy chunks off. One definition for the
 * size report, the browser overhead bench and the budget check, so all three measure the same build.
 */
export async function bundleForBrowser(contents, resolveDir) {
  const result = await build({ ...BROWSER_BUILD, stdin: { contents, resolveDir, loader: 'js' } });
  return result.outputFiles[0];
}
