#!/usr/bin/env node
// Size of the sdk as a browser app ships it (DESIGN.md §5 "Budgets for the sdk"): the runtime entry and
// `@backoffice/sdk/query` (without react-query), bundled with code splitting, minified, `import.meta.env.DEV`
// false, gzip level 9 — what loads before the first call, with the lazy chunks (the operationId map, fetched on
// the first failure; a page's default notice and file save, with the first of them) apart. The same measurement
// as the sdk's `pnpm run budgets`. Build the sdk first (`pnpm --filter @backoffice/sdk build`). Also prints where
// the entry's bytes go: what must be there whatever the code does (openapi-fetch; the storage keys, Chinese
// messages and error classes the entry exports) and what an app pays that imports only part of it.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BUDGETS_KB,
  kb,
  measureBrowserLoad,
  measureSdk,
  SDK_DIR,
} from '../../packages/sdk/scripts/browser-size.mjs';
import { bundleForBrowser } from './browser-bundle.mjs';

if (!existsSync(resolve(SDK_DIR, 'dist/index.js'))) {
  console.error('Build the sdk first: pnpm --filter @backoffice/sdk build');
  process.exit(1);
}

const line = (label, { min, gzip }) =>
  console.log(`${label.padEnd(48)} ${kb(min).padStart(9)} min ${kb(gzip).padStart(8)} gzip`);

const sizes = await measureSdk();
for (const [name, label] of [
  ['entry', '@backoffice/sdk, before the first call'],
  ['query', '@backoffice/sdk/query, without react-query'],
]) {
  const { initial, lazy } = sizes[name];
  line(label, initial);
  console.log(
    `  budget ≤ ${BUDGETS_KB[name]} KB gzip: ${initial.gzip <= BUDGETS_KB[name] * 1024 ? 'met' : 'missed'}`,
  );
  for (const chunk of lazy) line(`  + later: ${chunk.chunk}`, chunk);
}

/** One file, no splitting, for the parts below (none of them imports anything lazily). */
async function size(contents) {
  const code = (await bundleForBrowser(contents, SDK_DIR)).contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}
console.log('Where the entry goes:');
line('  openapi-fetch (createClient)', await size(`import c from 'openapi-fetch'; export default c;`));
// the entry exports the login state's storage keys; every other spec constant is in @backoffice/sdk/constants
const floorImports =
  "export { AUTHORIZATION_STORAGE_KEY, USER_INFO_STORAGE_KEY } from './src/spec-constants.ts'; " +
  "export * from './src/http-messages.ts'; export * from './src/errors.ts';";
line('  storage keys + messages + error classes', await size(floorImports));
line(
  '  both together (what any code would carry)',
  await size(`${floorImports} import c from 'openapi-fetch'; export default c;`),
);

// What an app that imports part of the entry loads before its first call (the rest is tree-shaken), split as above.
const app = resolve(import.meta.dirname, '.size-app.mjs');
for (const [label, names] of [
  ['an app importing createApiClient only', 'createApiClient'],
  [
    'an app importing client, errors, noticeFor',
    'createApiClient, ApiError, ApiHttpError, ApiBusinessError, ApiNetworkError, ApiTimeoutError, ApiAbortError, ' +
      'ApiResponseFormatError, ApiConfigError, noticeFor',
  ],
]) {
  writeFileSync(app, `export { ${names} } from '@backoffice/sdk';`);
  try {
    line(label, (await measureBrowserLoad(app)).initial);
  } finally {
    rmSync(app);
  }
}
