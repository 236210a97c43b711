#!/usr/bin/env node
// The ui-kit's own size when a consumer imports PermissionTable only: minified + gzip, with antd, React,
// icons and the sdk left to the consumer (they are peers or shared), tree-shaken like an app build.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const dir = mkdtempSync(join(tmpdir(), 'ui-kit-size-'));
const entry = join(dir, 'entry.js');
const uiKit = resolve(import.meta.dirname, '../../packages/ui-kit/src/index.ts');
writeFileSync(entry, `export { PermissionTable } from ${JSON.stringify(uiKit)};\n`);
const bundle = await rolldown({
  input: entry,
  external: [/^react/, /^antd/, /^@ant-design\//, /^@backoffice\/sdk/, 'uuid'],
  treeshake: true,
  logLevel: 'silent',
});
const { output } = await bundle.generate({ format: 'esm', minify: true });
const code = output.map((chunk) => chunk.code ?? '').join('');
console.log(
  `ui-kit for PermissionTable only: ${(code.length / 1024).toFixed(2)} KB min, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(2)} KB gzip`,
);
