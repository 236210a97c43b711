#!/usr/bin/env node
// Size of the sdk's runtime entry as a browser app ships it: `dist/index.js` bundled with its dependency
// (openapi-fetch), minified, `import.meta.env.DEV` false, gzip level 9 — the measurement of issue #11, goal
// ≤ 5 KB. Build the sdk first (`pnpm --filter @backoffice/sdk build`). Also prints where the bytes go: what
// must be there whatever the code does (openapi-fetch; the spec's constants, Chinese messages and error
// classes the entry exports) and what an app pays that imports only the client.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleForBrowser } from './browser-bundle.mjs';

const sdk = resolve(import.meta.dirname, '../../packages/sdk');
const entry = resolve(sdk, 'dist/index.js');
const GOAL_KB = 5;
if (!existsSync(entry)) {
  console.error('Build the sdk first: pnpm --filter @backoffice/sdk build');
  process.exit(1);
}

async function size(contents) {
  const code = (await bundleForBrowser(contents, sdk)).contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const line = (label, { min, gzip }) =>
  console.log(`${label.padEnd(44)} ${kb(min).padStart(9)} min ${kb(gzip).padStart(8)} gzip`);

const whole = await size(`export * from './dist/index.js';`);
line('dist/index.js, everything it exports', whole);
console.log(`  goal ≤ ${GOAL_KB} KB gzip: ${whole.gzip <= GOAL_KB * 1024 ? 'met' : 'missed'}`);
line('  openapi-fetch (createClient)', await size(`import c from 'openapi-fetch'; export default c;`));
const floorImports = `'./src/spec-constants.ts'; export * from './src/http-messages.ts'; export * from './src/errors.ts'`;
line('  spec constants + messages + error classes', await size(`export * from ${floorImports};`));
line(
  '  both together (what any code would carry)',
  await size(`export * from ${floorImports}; import c from 'openapi-fetch'; export default c;`),
);
line(
  'an app importing createApiClient only',
  await size(`export { createApiClient } from './dist/index.js';`),
);
