#!/usr/bin/env node
import { resolve } from 'node:path';
// Runtime size of the SDK's client and interceptors (types are erased; no generated code is bundled):
// minified + gzip, with openapi-fetch left out and with it in. Goal: ≤ 5 KB gzip for ours.
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const entry = resolve(import.meta.dirname, '../../packages/sdk/src/client.ts');
const GOAL_KB = 5;

async function size(external) {
  const bundle = await rolldown({
    input: entry,
    external,
    resolve: { conditionNames: ['source', 'import'] },
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  const code = output.map((chunk) => chunk.code ?? '').join('');
  return { min: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

const ours = await size(['openapi-fetch']);
const whole = await size([]);
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
console.log(
  `client + interceptors: ${kb(ours.min)} min, ${kb(ours.gzip)} gzip (goal ≤ ${GOAL_KB} KB gzip: ${ours.gzip <= GOAL_KB * 1024 ? 'met' : 'missed'})`,
);
console.log(`with openapi-fetch:     ${kb(whole.min)} min, ${kb(whole.gzip)} gzip`);
