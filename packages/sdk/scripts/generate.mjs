#!/usr/bin/env node
// Regenerates src/generated/ from the contract: types (openapi-typescript), zod schemas and JSON-Schema
// constants (@hey-api/openapi-ts, build time only), the operationId map and the contract's constant headers. Never edit those files by hand.
// `--check` generates into a temporary folder and fails when the committed files differ (stale).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { ensureBundledSpec } from '@backoffice/mock';
import { createClient } from '@hey-api/openapi-ts';
import openapiTS, { astToString } from 'openapi-typescript';

const pkg = resolve(import.meta.dirname, '..');
const committed = join(pkg, 'src/generated');
const check = process.argv.includes('--check');
const out = check ? mkdtempSync(join(tmpdir(), 'sdk-generated-')) : committed;
const specPath = ensureBundledSpec();
const spec = JSON.parse(readFileSync(specPath, 'utf8'));
const header = '// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.\n';

// 1. Types of paths, operations and schemas.
const ast = await openapiTS(new URL(`file://${specPath}`));
writeFileSync(join(out, 'schema.d.ts'), header + astToString(ast));

// 2. zod schemas and JSON-Schema constants (hey-api's own client is not generated).
await createClient({
  input: specPath,
  output: { path: join(out, 'hey-api'), clean: true },
  plugins: [{ name: 'zod', responses: true, requests: false, definitions: true }, '@hey-api/schemas'],
  logs: { level: 'silent', file: false },
});

// 2b. One module per JSON-Schema constant, and schemas.gen.ts re-exporting them: a bundler places a module in one
//     chunk, so a single file would put every constant any screen uses into the chunk of the first screen that
//     needs one (the home page's two enums brought 3.6 KB gzip of form schemas). Constants never reference each
//     other (a reference stays a `$ref` string), so each is cut out whole.
const schemasFile = join(out, 'hey-api/schemas.gen.ts');
const constants = readFileSync(schemasFile, 'utf8')
  .split(/^(?=export const )/m)
  .filter((part) => part.startsWith('export const '));
mkdirSync(join(out, 'hey-api/schemas'), { recursive: true });
const names = constants.map((source) => {
  const name = /^export const (\w+)/.exec(source)[1];
  writeFileSync(join(out, 'hey-api/schemas', `${name}.ts`), `${header}\n${source.trimEnd()}\n`);
  return name;
});
writeFileSync(
  schemasFile,
  `${header}/** The contract's JSON-Schema constants, one module each (see scripts/generate.mjs). */\n${names
    .map((name) => `export { ${name} } from './schemas/${name}';`)
    .join('\n')}\n`,
);

// 3. operationId ↔ method and path, for query keys and the contract check.
const methods = ['get', 'post', 'put', 'delete'];
const entries = Object.entries(spec.paths).flatMap(([path, item]) =>
  methods.filter((m) => item[m]).map((m) => `  '${m} ${path}': '${item[m].operationId}',`),
);
writeFileSync(
  join(out, 'operations.ts'),
  `${header}/** operationId of every \`method path\` of the contract. */\nexport const OPERATION_IDS = {\n${entries.join('\n')}\n} as const;\n\nexport type OperationId = (typeof OPERATION_IDS)[keyof typeof OPERATION_IDS];\n`,
);

// 4. Headers the contract fixes to one value (a required header parameter whose schema allows one value, like
//    spec §7's `showdetails: true`): the sdk sends them itself, so callers are not asked for them.
const resolveRef = (node) =>
  node?.$ref
    ? node.$ref
        .split('/')
        .slice(1)
        .reduce((parent, key) => parent[key], spec)
    : node;
const constantOf = (schema) => {
  const resolved = resolveRef(schema) ?? {};
  if ('const' in resolved) return resolved.const;
  return resolved.enum?.length === 1 ? resolved.enum[0] : undefined;
};
const constantHeaders = Object.entries(spec.paths).flatMap(([path, item]) =>
  methods
    .filter((m) => item[m])
    .map((m) => {
      const headers = [...(item.parameters ?? []), ...(item[m].parameters ?? [])]
        .map(resolveRef)
        .filter((p) => p.in === 'header' && p.required && constantOf(p.schema) !== undefined)
        .map((p) => `${JSON.stringify(p.name)}: ${JSON.stringify(String(constantOf(p.schema)))}`);
      return headers.length ? `  '${m} ${path}': { ${headers.join(', ')} },` : undefined;
    })
    .filter(Boolean),
);
writeFileSync(
  join(out, 'constant-headers.ts'),
  `${header}/** Headers the contract fixes to one value, by \`method path\`: the sdk sends them on every such call. */\nexport const CONSTANT_HEADERS = {\n${constantHeaders.join('\n')}\n} as const;\n\nexport type ConstantHeaders = typeof CONSTANT_HEADERS;\n`,
);

if (check) {
  const list = (dir) =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => statSync(join(dir, f)).isFile())
      .sort();
  const stale = [...new Set([...list(out), ...list(committed)])].filter((file) => {
    try {
      return readFileSync(join(out, file), 'utf8') !== readFileSync(join(committed, file), 'utf8');
    } catch {
      return true;
    }
  });
  rmSync(out, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(
      `✗ Generated files are stale: ${stale.join(', ')}. Run \`pnpm --filter @backoffice/sdk generate\` and commit.`,
    );
    process.exit(1);
  }
  console.log('✓ Generated files match the contract.');
} else {
  console.log(`✓ Generated ${relative(pkg, out)} from ${relative(pkg, specPath)}`);
}
