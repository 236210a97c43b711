// @ts-check
// Attachment files behind the contract's `fileUrl`s (`/files/…`): Prism cannot answer a binary body, so the mock
// serves the real files kept in `apps/mock/files/`, and previews and downloads work offline.
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

export const FILES_ROUTE = '/files/';
export const FILES_DIR = resolve(import.meta.dirname, '../files');

/** The content type of each attachment kind the mock keeps. */
const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
});

/**
 * The file a `/files/…` path names inside `dir`, or undefined when it points elsewhere (`..`, an odd encoding)
 * or is not a kind the mock serves.
 * @param {string} pathname the URL path, still percent-encoded
 * @param {string} [dir]
 * @returns {string | undefined}
 */
export function attachmentPath(pathname, dir = FILES_DIR) {
  if (!pathname.startsWith(FILES_ROUTE)) return undefined;
  let relative;
  try {
    relative = decodeURIComponent(pathname.slice(FILES_ROUTE.length));
  } catch {
    return undefined;
  }
  const file = resolve(dir, relative);
  if (!file.startsWith(dir + sep) || !CONTENT_TYPES[extname(file).toLowerCase()]) return undefined;
  return file;
}

/** @param {import('node:http').ServerResponse} outgoing @param {number} status @param {string} message */
function answerError(outgoing, status, message) {
  outgoing.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  outgoing.end(JSON.stringify({ code: status, message, data: null }));
}

/**
 * Answers a request under `/files/` with the attachment file (GET and HEAD; no Authorization needed, as an `<img>`
 * sends none). Returns false for every other path, which the caller passes on to Prism.
 * @param {import('node:http').IncomingMessage} incoming
 * @param {import('node:http').ServerResponse} outgoing
 * @returns {boolean} whether the request was a `/files/` request (and has been answered)
 */
export function serveAttachment(incoming, outgoing) {
  const { pathname } = new URL(incoming.url ?? '/', 'http://mock');
  if (!pathname.startsWith(FILES_ROUTE)) return false;
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD') {
    answerError(outgoing, 405, '附件只能读取');
    return true;
  }
  const file = attachmentPath(pathname);
  if (!file) {
    answerError(outgoing, 404, '附件不存在');
    return true;
  }
  readFile(file).then(
    (body) => {
      outgoing.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file).toLowerCase()],
        'content-length': body.length,
        'cache-control': 'no-cache',
      });
      outgoing.end(incoming.method === 'HEAD' ? undefined : body);
    },
    () => answerError(outgoing, 404, '附件不存在'),
  );
  return true;
}
