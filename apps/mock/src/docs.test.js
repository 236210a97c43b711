// @ts-check
// The API reference: built from the contract, loading nothing from elsewhere, served by the mock at /docs.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDocs } from './docs.js';
import { createExampleRouter } from './example-router.js';

let html = '';
/** @type {import('node:http').Server} */
let router;
let base = '';
beforeAll(async () => {
  html = readFileSync(ensureDocs(), 'utf8');
  // /docs never reaches Prism: a target nobody listens on proves it.
  router = createExampleRouter({ rules: [], target: { host: '127.0.0.1', port: 9 }, docs: ensureDocs });
  await new Promise((done) => router.listen(0, '127.0.0.1', () => done(undefined)));
  const address = router.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);
afterAll(() => router?.close());

describe('the API reference (pnpm docs)', () => {
  it('describes the contract: operations, their Chinese summaries, the constant header', () => {
    expect(html).toContain('后台管理 API 参考');
    expect(html).toContain('getProcessPage');
    expect(html).toContain('分页查询流程');
    expect(html).toContain('showdetails');
  });

  it('forbids itself anything from another host (its Content-Security-Policy keeps out the CDN badge)', () => {
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy"\s+content="default-src 'self';/);
    expect(html).not.toMatch(/Content-Security-Policy[^>]*https?:/);
  });

  it.each([
    ['a script', /<script[^>]+src=["']?(https?:)?\/\//i],
    ['a stylesheet or font link', /<link[^>]+href=["']?(https?:)?\/\//i],
    ['a CSS import', /@import\s+(url\()?\s*["']?(https?:)?\/\//i],
    ['a CSS url()', /url\(\s*["']?(https?:)?\/\//i],
  ])('loads no %s from another host (no CDN at run time)', (_, pattern) => {
    expect(html).not.toMatch(pattern);
  });

  it('is served by the mock at /docs', async () => {
    for (const path of ['/docs', '/docs/']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(html);
    }
  });
});
