// @ts-check
// The reference's sdk samples: one per operation, the sdk's real API (every sample type-checks against the sdk's
// declarations, as a consumer's module would), and the contract itself left without them.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { codeSampleFor, literal, operationsOf, SAMPLE_LABEL, withCodeSamples } from './code-samples.mjs';

const OPENAPI_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(OPENAPI_DIR, '..');
const spec = JSON.parse(readFileSync(join(OPENAPI_DIR, 'dist/openapi.json'), 'utf8'));

test('every operation gets one TypeScript sample, on a copy of the spec', () => {
  const before = JSON.stringify(spec);
  const documented = withCodeSamples(spec);
  assert.equal(JSON.stringify(spec), before, 'the contract itself has no x-codeSamples');
  const operations = operationsOf(spec);
  assert.ok(operations.length > 100);
  for (const [path, method] of operations) {
    const samples = documented.paths[path][method]['x-codeSamples'];
    assert.equal(samples.length, 1, `${method} ${path}`);
    assert.equal(samples[0].label, SAMPLE_LABEL);
    assert.equal(samples[0].lang, 'TypeScript');
  }
});

test('a call with a body and the contract example', () => {
  assert.equal(
    codeSampleFor(spec, '/api/workflow/process/getAll', 'post'),
    [
      "import { createApiClient } from '@backoffice/sdk';",
      '',
      "const api = createApiClient({ baseUrl: 'https://erp.example.com' });",
      '',
      "const data = await api.POST('/api/workflow/process/getAll', {",
      "  body: { queryType: 'PENDING' },",
      '});',
      '',
    ].join('\n'),
  );
});

test('path and query parameters take their examples; constant headers are left to the sdk', () => {
  assert.match(
    codeSampleFor(spec, '/api/admin/permission/{id}', 'get'),
    /api\.GET\('\/api\/admin\/permission\/\{id\}', \{\n {2}params: \{ path: \{ id: '60c2391eb36eb888accd41df7d20ce28' \} \},\n\}\);/,
  );
  assert.match(
    codeSampleFor(spec, '/api/admin/dict/data', 'get'),
    /params: \{ query: \{ dictType: 'project_status' \} \}/,
  );
  const page = operationsOf(spec).find(
    ([path, method]) => spec.paths[path][method].operationId === 'getProcessPage',
  );
  assert.ok(page);
  assert.doesNotMatch(codeSampleFor(spec, ...page), /showdetails/);
});

test('a file answer is a download, the login is api.login, a raw file body goes through as it is', () => {
  assert.match(
    codeSampleFor(spec, '/api/workflow/process/export', 'post'),
    /const file = await api\.download\('post', '\/api\/workflow\/process\/export', \{\n {2}body: \{ queryType: 'PENDING' \},\n\}\);\nfile\.fileName;/,
  );
  assert.match(
    codeSampleFor(spec, '/api/auth/login', 'post'),
    /const \{ token \} = await api\.login\(\{ username: 'zhangwei', password: '[^']+' \}\);/,
  );
  const upload = codeSampleFor(spec, '/api/purchase/attachment/upload', 'post');
  assert.match(upload, /bodySerializer: \(body: unknown\) => body/);
  assert.match(upload, /'Content-Type': 'application\/octet-stream'/);
});

test('literals read like hand-written TypeScript', () => {
  assert.equal(
    literal({ a: 1, 'b-c': "it's", d: [true, null] }),
    "{ a: 1, 'b-c': 'it\\'s', d: [true, null] }",
  );
  assert.equal(literal({}), '{}');
  assert.equal(literal('第一行\n第二行'), "'第一行\\n第二行'");
});

test('every sample type-checks against the sdk, as a module of a consumer', () => {
  const dir = join(OPENAPI_DIR, 'dist/.code-samples-check');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    const files = operationsOf(spec).map(([path, method], index) => {
      const file = join(dir, `sample-${index}.ts`);
      writeFileSync(file, codeSampleFor(spec, path, method));
      return { file, name: `${method.toUpperCase()} ${path}` };
    });
    const program = ts.createProgram(
      files.map(({ file }) => file),
      {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
        types: ['node'],
        typeRoots: [join(ROOT, 'node_modules/@types')],
        strict: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: true,
        noEmit: true,
        moduleDetection: ts.ModuleDetectionKind.Force,
        customConditions: ['@backoffice/source'],
        paths: { '@backoffice/sdk': [join(ROOT, 'packages/sdk/src/index.ts')] },
      },
    );
    const problems = files.flatMap(({ file, name }) => {
      const source = program.getSourceFile(file);
      const diagnostics = [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ];
      return diagnostics.map((d) => `${name}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    });
    assert.deepEqual(problems, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
