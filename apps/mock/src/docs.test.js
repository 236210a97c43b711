// @ts-check
// The API reference: built from the contract and the sdk, loading nothing from elsewhere, served by the mock under
// /docs (the contract page, the spec to download, the sdk's API).
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsFilePath, ensureDocs } from './docs.js';
import { createExampleRouter } from './example-router.js';
import { BUNDLED_SPEC_PATH } from './spec.js';

let html = '';
let dir = '';
/** @type {import('node:http').Server} */
let router;
let base = '';
beforeAll(async () => {
  const page = ensureDocs();
  html = readFileSync(page, 'utf8');
  dir = dirname(page);
  // /docs never reaches Prism: a target nobody listens on proves it.
  router = createExampleRouter({ rules: [], target: { host: '127.0.0.1', port: 9 }, docs: ensureDocs });
  await new Promise((done) => router.listen(0, '127.0.0.1', () => done(undefined)));
  const address = router.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 240_000);
afterAll(() => router?.close());

/** A GET with the path exactly as written (fetch would normalise `..` away). @param {string} path */
function rawGet(path) {
  return new Promise((done, failed) => {
    const url = new URL(base);
    request({ host: url.hostname, port: url.port, path, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode));
    })
      .on('error', failed)
      .end();
  });
}

/** @param {string} folder @returns {string[]} every file below `folder` */
function filesBelow(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** What would make a browser load something from another host, in HTML, CSS or a script. */
const OUTSIDE_LOADS = [
  ['a script', /<script[^>]+src=["']?(https?:)?\/\//i],
  ['a stylesheet or font link', /<link[^>]+href=["']?(https?:)?\/\//i],
  ['an image', /<img[^>]+src=["']?(https?:)?\/\//i],
  ['a CSS import', /@import\s+(url\()?\s*["']?(https?:)?\/\//i],
  ['a CSS url()', /url\(\s*["']?(https?:)?\/\//i],
  ['a module import', /\bimport\s*(\(\s*)?["'`](https?:)?\/\//i],
];

describe('the contract page (pnpm docs)', () => {
  it('describes the contract: operations, their Chinese summaries, the constant header', () => {
    expect(html).toContain('后台管理 API 参考');
    expect(html).toContain('getProcessPage');
    expect(html).toContain('分页查询流程');
    expect(html).toContain('showdetails');
  });

  it('shows each operation with its @backoffice/sdk call, and links to the sdk reference and the spec', () => {
    expect(html).toContain('TypeScript (@backoffice/sdk)');
    expect(html).toContain("api.POST('/api/workflow/process/getAll'");
    expect(html).toContain('api.login(');
    expect(html).toContain("api.download('post', '/api/workflow/process/export'");
    for (const link of ['/docs/sdk/', '/docs/openapi.json', '/docs/openapi.yaml'])
      expect(html).toContain(link);
  });

  it('sends no telemetry and shows no logo from the CDN', () => {
    expect(html).toMatch(/__redoc_options = \{[^;]*"disableTelemetry":true/);
    expect(html).not.toContain('cdn.redoc.ly');
    expect(html).not.toContain('cdn.redocly.com/redoc/'); // the Redoc script itself is inlined
  });

  it('forbids itself anything from another host (its Content-Security-Policy, a second line of defence)', () => {
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy"\s+content="default-src 'self';/);
    expect(html).not.toMatch(/Content-Security-Policy[^>]*https?:/);
  });

  it.each(OUTSIDE_LOADS)('loads no %s from another host (no CDN at run time)', (_, pattern) => {
    expect(html).not.toMatch(pattern);
  });
});

describe('the sdk reference (TypeDoc)', () => {
  it('documents createApiClient, its options, the error classes and the query helpers', () => {
    const page = (/** @type {string} */ path) => readFileSync(join(dir, 'sdk', path), 'utf8');
    expect(page('functions/index.createApiClient.html')).toContain('createApiClient');
    expect(page('interfaces/index.ApiClientOptions.html')).toContain('reauthenticate');
    expect(page('classes/index.ApiHttpError.html')).toContain('serverMessage');
    expect(page('functions/query.apiQueryOptions.html')).toContain('apiQueryOptions');
    expect(page('index.html')).toContain('/docs/'); // back to the contract page
  });

  it.each(OUTSIDE_LOADS)('loads no %s from another host, in any page or asset', (_, pattern) => {
    const offending = filesBelow(join(dir, 'sdk')).filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(offending).toEqual([]);
  });
});

describe('served by the mock under /docs', () => {
  it('the page at /docs and /docs/', async () => {
    for (const path of ['/docs', '/docs/']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(html);
    }
  });

  it('the spec to download: the bundled contract as JSON, and as YAML', async () => {
    const json = await fetch(`${base}/docs/openapi.json`);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const spec = await json.json();
    expect(spec.openapi).toMatch(/^3\.1\.\d+$/);
    expect(spec).toEqual(JSON.parse(readFileSync(BUNDLED_SPEC_PATH, 'utf8')));
    const yaml = await fetch(`${base}/docs/openapi.yaml`);
    expect(yaml.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(await yaml.text()).toMatch(/^openapi: 3\.1\.\d+$/m);
  });

  it('the sdk reference under /docs/sdk/, its assets with their types; /docs/sdk redirects there', async () => {
    const redirect = await fetch(`${base}/docs/sdk`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/docs/sdk/']);
    const index = await fetch(`${base}/docs/sdk/`);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toContain('createApiClient');
    const types = {
      '/docs/sdk/assets/style.css': 'text/css; charset=utf-8',
      '/docs/sdk/assets/main.js': 'text/javascript; charset=utf-8',
      '/docs/sdk/assets/icons.svg': 'image/svg+xml',
      '/docs/sdk/functions/index.createApiClient.html': 'text/html; charset=utf-8',
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 200, type]);
    }
  });

  // (`/docs/../x` and `/docs/%2e%2e/x` never get here: the URL parser already made them `/x`.)
  it.each([
    '/docs/..%2f..%2fpackage.json',
    '/docs/sdk/..%5c..%5cpackage.json',
    '/docs/%00.html',
    '/docs/missing.html',
    '/docs/sdk/assets/',
  ])('answers 404 to %s (nothing outside the reference, nothing it does not hold)', async (path) => {
    expect(await rawGet(path)).toBe(404);
  });
});

describe('docsFilePath', () => {
  it.each([
    ['/docs', '/r/index.html'],
    ['/docs/', '/r/index.html'],
    ['/docs/openapi.json', '/r/openapi.json'],
    ['/docs/sdk/', '/r/sdk/index.html'],
    ['/docs/sdk/classes/index.ApiError.html', '/r/sdk/classes/index.ApiError.html'],
    ['/docs/a%20b.html', '/r/a b.html'],
    ['/docsx', undefined],
    ['/other/docs/', undefined],
    ['/docs/../r2/index.html', undefined],
    ['/docs/%E0%A4%A.html', undefined],
    ['/docs/secret.txt', undefined],
  ])('%s → %s', (pathname, file) => {
    expect(docsFilePath(pathname, '/r')).toBe(file);
  });
});
