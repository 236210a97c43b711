#!/usr/bin/env node
// `pnpm run budgets` (after `pnpm build`): DESIGN.md §5's size budgets of the sdk, measured as a browser app loads it
// (scripts/browser-size.mjs). Prints both sizes and the chunks loaded later; exit 1 when either is over. `npm test`
// (scripts/test-all.mjs) runs it after `check:package`, which builds the package.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUDGETS_KB, kb, measureSdk, SDK_DIR } from './browser-size.mjs';

for (const file of ['index.js', 'query.js']) {
  if (!existsSync(resolve(SDK_DIR, 'dist', file))) {
    console.error(`dist/${file} is missing: build the sdk first (pnpm build)`);
    process.exit(1);
  }
}
const sizes = await measureSdk();
const labels = { entry: '@backoffice/sdk (entry)', query: '@backoffice/sdk/query (without react-query)' };
let over = false;
for (const [name, { initial, lazy }] of Object.entries(sizes)) {
  const budget = BUDGETS_KB[name] * 1024;
  const fits = initial.gzip <= budget;
  over ||= !fits;
  console.log(
    `${fits ? '✓' : '✗'} ${labels[name]}: ${kb(initial.gzip)} gzip before the first call ` +
      `(budget ${BUDGETS_KB[name]} KB${fits ? '' : `, ${kb(initial.gzip - budget)} over`})`,
  );
  for (const chunk of lazy) console.log(`    + ${kb(chunk.gzip)} gzip loaded later (${chunk.chunk})`);
}
process.exit(over ? 1 : 0);
