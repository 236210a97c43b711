// The production build served as a production server would serve it, for the slow-line benchmark: every file
// gzip-compressed once (level 6, as nginx's gzip_comp_level default range), or over TLS the build's own brotli copy
// (`x.js.br`, as nginx's brotli_static serves it) to a browser that asks for brotli, hashed files under /assets
// cached for a year and immutable, index.html revalidated on every visit (no-cache + ETag → 304), and /api forwarded
// to the mock with its JSON answers compressed too. HTTP/1.1 on one port; HTTP/2 (TLS, a throwaway self-signed
// certificate: browsers speak HTTP/2 only over TLS) on another.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPRESSIBLE } from '../../apps/web/scripts/precompress.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
/**
 * Every file of a build folder, read and compressed once: path → { body, gzip, brotli, type, etag }; `brotli` is the
 * build's own `.br` copy of the file, where it wrote one (apps/web/scripts/precompress.mjs).
 */
export function loadBuild(dist) {
  const files = new Map();
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.br')) {
        const body = readFileSync(path);
        const ext = extname(name);
        files.set(`/${relative(dist, path).split('\\').join('/')}`, {
          body,
          gzip: COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 6 }) : undefined,
          brotli: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
          type: TYPES[ext] ?? 'application/octet-stream',
          etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
        });
      }
    }
  };
  walk(dist);
  return files;
}

/** The cache rule of a file: hashed assets forever, everything else revalidated. */
export const cacheControl = (path) =>
  path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

const acceptsGzip = (headers) => /\bgzip\b/.test(headers['accept-encoding'] ?? '');
const acceptsBrotli = (headers) => /\bbr\b/.test(headers['accept-encoding'] ?? '');

/**
 * Answers one request from the build or the mock (`/api`, `/files`, `/health`). Brotli only `overTls`: a browser
 * asks for it over HTTPS, and over plain HTTP only from localhost, so the plain-HTTP run, which stands for an
 * intranet server, answers gzip as such a server would be asked to.
 */
function handler(files, mockOrigin, { overTls }) {
  return async (req, res) => {
    const url = new URL(req.url, 'http://x');
    if (/^\/(api|files|health)(\/|$)/.test(url.pathname)) return forward(req, res, mockOrigin);
    const path = url.pathname === '/' ? '/index.html' : url.pathname;
    const file = files.get(path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    const headers = {
      'content-type': file.type,
      'cache-control': cacheControl(path),
      etag: file.etag,
      vary: 'accept-encoding',
    };
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    if (overTls && file.brotli && acceptsBrotli(req.headers)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'br' });
      return res.end(file.brotli);
    }
    const gzip = file.gzip && acceptsGzip(req.headers);
    res.writeHead(200, { ...headers, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    res.end(gzip ? file.gzip : file.body);
  };
}

async function forward(req, res, mockOrigin) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(
      ([name]) => !name.startsWith(':') && !['host', 'connection', 'accept-encoding'].includes(name),
    ),
  );
  const answer = await fetch(mockOrigin + req.url, {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const body = Buffer.from(await answer.arrayBuffer());
  const type = answer.headers.get('content-type') ?? '';
  const gzip = acceptsGzip(req.headers) && /json|text/.test(type) && body.length > 256;
  const out = {};
  for (const [name, value] of answer.headers) {
    if (
      !['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)
    )
      out[name] = value;
  }
  res.writeHead(answer.status, { ...out, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(gzip ? gzipSync(body, { level: 6 }) : body);
}

/**
 * A throwaway certificate for 127.0.0.1 and the hash of its public key: Chromium started with
 * `--ignore-certificate-errors-spki-list=<spki>` trusts it as valid, so it caches what it serves (with a
 * certificate error it caches nothing, and a repeat visit would measure no cache).
 */
export function selfSignedCertificate() {
  const folder = mkdtempSync(join(tmpdir(), 'slow-line-tls-'));
  const key = join(folder, 'key.pem');
  const cert = join(folder, 'cert.pem');
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', key, '-out', cert],
    {
      stdio: 'ignore',
    },
  );
  const publicKeyHash = `openssl x509 -in ${cert} -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`;
  const spki = execFileSync('sh', ['-c', publicKeyHash]).toString().trim();
  return { key: readFileSync(key), cert: readFileSync(cert), spki };
}

/** Starts the build's server over HTTP/1.1 or HTTP/2 (TLS); resolves to { origin, close }. */
export async function serveBuild(dist, { port, mockOrigin, protocol = 'http1', certificate }) {
  const files = loadBuild(dist);
  const server =
    protocol === 'http2'
      ? createSecureServer(
          { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
          handler(files, mockOrigin, { overTls: true }),
        )
      : createServer({ keepAliveTimeout: 60_000 }, handler(files, mockOrigin, { overTls: false }));
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const scheme = protocol === 'http2' ? 'https' : 'http';
  return {
    origin: `${scheme}://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(done)),
  };
}
