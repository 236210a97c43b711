import { build } from 'esbuild';

/**
 * Source bundled as a browser app ships the sdk: its imports bundled in, minified, ESM, `import.meta.env.DEV`
 * false (so the development-only contract check drops out). One definition for the size report and the
 * browser overhead bench, so both measure the same build.
 */
export async function bundleForBrowser(contents, resolveDir) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    define: { 'import.meta.env.DEV': 'false' },
    logLevel: 'silent',
  });
  return result.outputFiles[0];
}
