// @ts-check
// `pnpm run docs` (after `pnpm run bundle`): the offline reference the mock serves at /docs, in dist/docs/:
//   index.html       the contract (Redocly build-docs, inlined), each operation with its @backoffice/sdk call
//   openapi.json     the bundled contract, to download (and openapi.yaml, the same bundled as YAML)
//   sdk/             the sdk's own API (TypeDoc over its public entries), linked from the contract page and back
// Nothing in it loads from another host: telemetry is off (redocly.yaml `telemetry: off`, which build-docs passes
// to the page too), and the Redocly logo the page would fetch from its CDN is taken out below.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCodeSamples } from './code-samples.mjs';

const OPENAPI_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(OPENAPI_DIR, 'dist');
const OUT = join(DIST, 'docs');
const TITLE = '后台管理 API 参考 · Back-office API reference';

/** What the contract page says first: where the sdk's reference and the spec to download are. */
const LINKS = [
  '**[@backoffice/sdk 的 API 参考 / the sdk’s API reference](/docs/sdk/)** (options, errors, query helpers) ·',
  '下载规范 / download the spec: [openapi.json](/docs/openapi.json) · [openapi.yaml](/docs/openapi.yaml)',
  '',
  'Each operation shows its call through `@backoffice/sdk` (TypeScript) in the right-hand panel.',
].join('\n');

/** An SVG image of a word, as a data: URL (inside the bundle's template literals: no backtick, no `${`). */
const wordImage = (/** @type {string} */ word, /** @type {number} */ width) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="16"><text x="0" y="12" font-family="sans-serif" font-size="12" font-weight="600" fill="#555">${word}</text></svg>`,
  )}`;

/**
 * What the Redoc bundle would load from another host whatever the options, and what stands in for it: its logo
 * under the sidebar ("API docs by" + an <img> added after hydration), drawn here as the word instead.
 */
export const CDN_ASSETS = /** @type {Record<string, string>} */ ({
  'https://cdn.redoc.ly/redoc/logo-mini-full.svg': wordImage('Redocly', 52),
  'https://cdn.redoc.ly/redoc/logo-mini.svg': wordImage('R', 10),
});

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: OPENAPI_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
    shell: process.platform === 'win32',
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** The built page without the CDN assets; throws when one is not where this build expects it (a new Redoc). */
export function withoutCdnAssets(/** @type {string} */ html) {
  let page = html;
  for (const [url, local] of Object.entries(CDN_ASSETS)) {
    if (!page.includes(url))
      throw new Error(`${url} is no longer in the Redoc bundle: check what it loads now`);
    page = page.replaceAll(url, local);
  }
  return page;
}

function build() {
  const specPath = join(DIST, 'openapi.json');
  const spec = JSON.parse(readFileSync(specPath, 'utf8'));
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  copyFileSync(specPath, join(OUT, 'openapi.json'));
  run('redocly', ['bundle', 'openapi.yaml', '--output', 'dist/docs/openapi.yaml', '--ext', 'yaml']);

  const documented = withCodeSamples(spec);
  documented.info.description = `${LINKS}\n\n${documented.info.description ?? ''}`;
  const source = join(DIST, 'openapi.reference.json'); // outside dist/docs: not served
  writeFileSync(source, JSON.stringify(documented));
  const page = join(OUT, 'index.html');
  run('redocly', [
    'build-docs',
    'dist/openapi.reference.json',
    '--output',
    'dist/docs/index.html',
    '--inlineBundle',
    '--template',
    'docs/template.hbs',
    '--title',
    TITLE,
  ]);
  rmSync(source);
  writeFileSync(page, withoutCdnAssets(readFileSync(page, 'utf8')));

  run('typedoc', ['--options', 'typedoc.json']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) build();
