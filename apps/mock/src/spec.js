// @ts-check
// The bundled contract: `openapi/dist/openapi.json`, rebuilt from `openapi/` whenever a source file is newer.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
// The pinned pnpm, also where none is installed (fetched through npx): the workspace's one place for it.
import { pnpm } from '../../../scripts/toolchain.mjs';

export const OPENAPI_DIR = resolve(import.meta.dirname, '../../../openapi');
export const BUNDLED_SPEC_PATH = join(OPENAPI_DIR, 'dist/openapi.json');

/** @param {string} dir @returns {number} the newest modification time of a spec source below `dir` */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Returns the path of the bundled spec, bundling it first when it is missing or stale. */
export function ensureBundledSpec() {
  if (!existsSync(BUNDLED_SPEC_PATH) || statSync(BUNDLED_SPEC_PATH).mtimeMs < newestSource(OPENAPI_DIR)) {
    const result = spawnSync(pnpm(), ['run', '--silent', 'bundle'], { cwd: OPENAPI_DIR, encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`Bundling the OpenAPI spec failed:\n${result.stdout}\n${result.stderr}`);
    }
  }
  return BUNDLED_SPEC_PATH;
}
