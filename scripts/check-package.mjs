#!/usr/bin/env node
// `pnpm check:package` of a published package, run in its folder after its build: packs it the way
// `changeset publish` does (`pnpm pack`, so the workspace's beforePacking hook and the workspace:/catalog:
// rewrites apply), then checks the tarball a consumer gets — not the folder we develop in:
//   - the manifest: no devDependencies, no scripts, no workspace:/catalog: ranges left;
//   - every target of `exports` is in the tarball (no condition pointing at unpublished src/);
//   - no source map comment points at a file that is not shipped;
//   - publint --strict and attw --profile esm-only on the tarball itself.
// Prints the file list and the tarball's size.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { pnpm } from './toolchain.mjs';

const root = resolve(import.meta.dirname, '..');
const pkgDir = process.cwd();
const out = mkdtempSync(join(tmpdir(), 'check-package-'));
const problems = [];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: pkgDir, ...options });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
  }
  return result;
}

try {
  const packed = run(pnpm(), ['pack', '--json', '--pack-destination', out]);
  if (packed.status !== 0) throw new Error('pnpm pack failed');
  const { name, version, filename, files } = JSON.parse(packed.stdout);
  const paths = new Set(files.map((file) => file.path));
  run('tar', ['xzf', filename, '-C', out]);
  const manifest = JSON.parse(readFileSync(join(out, 'package/package.json'), 'utf8'));

  for (const field of ['devDependencies', 'scripts'])
    if (manifest[field]) problems.push(`the published manifest has ${field}`);
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
    for (const [dep, range] of Object.entries(manifest[field] ?? {}))
      if (/^(workspace|catalog):/.test(range)) problems.push(`${field}.${dep} is still "${range}"`);

  const targets = (value, at) =>
    typeof value === 'string'
      ? [[at, value]]
      : Object.entries(value ?? {}).flatMap(([key, inner]) => targets(inner, `${at} → ${key}`));
  for (const [at, target] of targets(manifest.exports, 'exports')) {
    const path = posix.normalize(target);
    if (path !== 'package.json' && !paths.has(path)) problems.push(`${at}: ${target} is not in the tarball`);
  }

  for (const path of paths) {
    if (!/\.(js|d\.ts)$/.test(path)) continue;
    const map = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(
      readFileSync(join(out, 'package', path), 'utf8'),
    )?.[1];
    if (map && !map.startsWith('data:') && !paths.has(posix.join(posix.dirname(path), map)))
      problems.push(`${path} points at ${map}, which is not shipped`);
  }

  const bin = (tool) => join(root, 'node_modules/.bin', tool);
  const shown = { stdio: 'inherit' };
  if (run(bin('publint'), ['run', filename, '--strict'], shown).status !== 0)
    problems.push('publint --strict failed');
  if (run(bin('attw'), [filename, '--profile', 'esm-only', '--format', 'table-flipped'], shown).status !== 0)
    problems.push('attw --profile esm-only failed');

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`${name}@${version}: ${paths.size} files, tarball ${kb(statSync(filename).size)}`);
  for (const path of [...paths].sort())
    console.log(`  ${path.padEnd(40)} ${kb(statSync(join(out, 'package', path)).size).padStart(9)}`);
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(out, { recursive: true, force: true });
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log(
  '✓ The packed package is clean: manifest, exports, source maps, publint --strict, attw esm-only.',
);
