// @ts-check
// The offline reference: `pnpm docs` (openapi/docs/build.mjs) builds `openapi/dist/docs/` from the bundled contract
// and the sdk's sources: the contract page (Redocly build-docs, every script and style inlined, an sdk call per
// operation), the spec to download (openapi.json, openapi.yaml) and the sdk's API (TypeDoc, sdk/). Nothing in it
// loads from another host. The mock serves the folder at /docs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { pnpm } from '../../../scripts/toolchain.mjs';
import { ensureBundledSpec, OPENAPI_DIR } from './spec.js';

export const DOCS_PATH = join(OPENAPI_DIR, 'dist/docs/index.html');
export const DOCS_ROUTE = '/docs';
const SDK_REFERENCE_PATH = join(OPENAPI_DIR, 'dist/docs/sdk/index.html');
const SDK_DIR = resolve(OPENAPI_DIR, '../packages/sdk');

/** @param {string} dir @returns {number} the newest modification time of an sdk source (not a test) below `dir` */
function newestSdkSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSdkSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.includes('.test.'))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** When the built reference was last made: its older half (the contract page or the sdk's). */
function builtAt() {
  if (!existsSync(DOCS_PATH) || !existsSync(SDK_REFERENCE_PATH)) return 0;
  return Math.min(statSync(DOCS_PATH).mtimeMs, statSync(SDK_REFERENCE_PATH).mtimeMs);
}

/**
 * Returns the path of the built reference's page, building all of it first when it is missing or older than the
 * contract (or anything in openapi/, which rebundles the contract) or the sdk's sources and README.
 */
export function ensureDocs() {
  const spec = ensureBundledSpec();
  const sdkSources = existsSync(SDK_DIR)
    ? Math.max(newestSdkSource(join(SDK_DIR, 'src')), statSync(join(SDK_DIR, 'README.md')).mtimeMs)
    : 0;
  if (builtAt() < Math.max(statSync(spec).mtimeMs, sdkSources)) {
    const result = spawnSync(pnpm(), ['run', '--silent', 'docs'], { cwd: OPENAPI_DIR, encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`Building the API reference failed:\n${result.stdout}\n${result.stderr}`);
  }
  return DOCS_PATH;
}

/** The content types of what the reference holds (TypeDoc's assets included). */
const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
});

/**
 * The file a `/docs…` path names inside `dir` (a folder's index.html), or undefined when it points elsewhere
 * (`..`, an encoded slash or NUL), is not a kind the reference holds, or is not under /docs at all.
 * @param {string} pathname the URL path, still percent-encoded
 * @param {string} dir the built reference's folder
 * @returns {string | undefined}
 */
export function docsFilePath(pathname, dir) {
  if (pathname !== DOCS_ROUTE && !pathname.startsWith(`${DOCS_ROUTE}/`)) return undefined;
  let relative;
  try {
    relative = decodeURIComponent(pathname.slice(DOCS_ROUTE.length));
  } catch {
    return undefined;
  }
  if (relative.includes('\0') || relative.includes('\\')) return undefined;
  if (relative === '' || relative.endsWith('/')) relative += 'index.html';
  const root = resolve(dir);
  const file = resolve(root, `.${relative.startsWith('/') ? '' : '/'}${relative}`);
  if (!file.startsWith(root + sep)) return undefined;
  return extname(file) in CONTENT_TYPES ? file : undefined;
}

/**
 * Answers a GET or HEAD under /docs from the built reference (building it when needed, see ensureDocs): the page at
 * /docs and /docs/, the spec at /docs/openapi.json and .yaml, the sdk's API under /docs/sdk/ (/docs/sdk redirects
 * there, so its relative links work). Returns false for any other request, which the caller handles.
 * @param {import('node:http').IncomingMessage} incoming
 * @param {import('node:http').ServerResponse} outgoing
 * @param {() => string} docs the path of the built page (its folder is served)
 * @returns {boolean}
 */
export function serveDocs(incoming, outgoing, docs) {
  const { pathname } = new URL(incoming.url ?? '/', 'http://mock');
  if (pathname !== DOCS_ROUTE && !pathname.startsWith(`${DOCS_ROUTE}/`)) return false;
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD') return false;
  if (pathname === `${DOCS_ROUTE}/sdk`) {
    outgoing.writeHead(301, { location: `${DOCS_ROUTE}/sdk/` });
    outgoing.end();
    return true;
  }
  /** @param {number} status @param {string} text */
  const fail = (status, text) => {
    outgoing.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    outgoing.end(text);
  };
  let dir;
  try {
    dir = dirname(docs());
  } catch (error) {
    fail(500, `The API reference could not be built: ${error instanceof Error ? error.message : error}`);
    return true;
  }
  const file = docsFilePath(pathname, dir);
  if (!file) {
    fail(404, `Not in the API reference: ${pathname}`);
    return true;
  }
  readFile(file).then(
    (body) => {
      outgoing.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
        'x-content-type-options': 'nosniff',
      });
      outgoing.end(incoming.method === 'HEAD' ? undefined : body);
    },
    () => fail(404, `Not in the API reference: ${pathname}`),
  );
  return true;
}
