#!/usr/bin/env node
// `pnpm registry`: a local npm registry (Verdaccio) for the packages we publish, on the loopback interface,
// with its storage in a fresh temporary folder that is removed when it stops. It serves only @backoffice/*
// (no uplink: everything else still comes from the npm registry) and has one publisher account, whose token
// it writes to an npmrc beside the storage. Publish to it with `changeset publish` (see README):
//
//   pnpm registry --port 4873           # prints the URL and the npmrc, runs until Ctrl-C
//   NPM_CONFIG_USERCONFIG=<npmrc> pnpm changeset publish --no-git-tag
//   npm install @backoffice/sdk --@backoffice:registry=<URL>
//
// The last line it prints to stdout is one JSON object `{ url, npmrc, storage }` (scripts read it).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runServer } from 'verdaccio';

const HOST = '127.0.0.1';
const PUBLISHER = { name: 'backoffice-publisher', password: 'local-registry-only' };
const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.REGISTRY_PORT ?? 4873);

const home = mkdtempSync(join(tmpdir(), 'backoffice-registry-'));
const configPath = join(home, 'config.yaml');
writeFileSync(
  configPath,
  `storage: ${join(home, 'storage')}
auth:
  htpasswd:
    file: ${join(home, 'htpasswd')}
    max_users: 1
uplinks: {}
packages:
  '@backoffice/*':
    access: $all
    publish: $authenticated
  '**':
    access: $all
web:
  enable: false
log: { type: stdout, format: pretty, level: warn }
`,
);

const server = await runServer(configPath);
await new Promise((done, fail) => {
  server.once('error', fail);
  server.listen(port, HOST, done);
});
const url = `http://${HOST}:${server.address().port}/`;

// The publisher account: Verdaccio's htpasswd plugin creates it on first login and answers its token.
const answer = await fetch(`${url}-/user/org.couchdb.user:${PUBLISHER.name}`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ ...PUBLISHER, type: 'user', roles: [], date: new Date().toISOString() }),
});
const { token } = await answer.json();
if (!answer.ok || !token)
  throw new Error(`The local registry did not create its publisher (${answer.status})`);
const npmrc = join(home, 'npmrc');
const hostPath = url.replace(/^http:/, '');
writeFileSync(npmrc, `@backoffice:registry=${url}\n${hostPath}:_authToken=${token}\n`);

function stop() {
  server.close();
  rmSync(home, { recursive: true, force: true });
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);

console.log(`✓ Local registry on ${url} (storage ${join(home, 'storage')}, removed on exit)
  publish:  NPM_CONFIG_USERCONFIG=${npmrc} pnpm changeset publish --no-git-tag
  install:  npm install @backoffice/sdk --@backoffice:registry=${url}`);
console.log(JSON.stringify({ url, npmrc, storage: join(home, 'storage') }));
