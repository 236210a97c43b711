// @ts-check
// The offline API reference: `pnpm docs` builds `openapi/dist/docs/index.html` from the bundled contract with
// Redocly's build-docs, every script and style inlined (--inlineBundle), so the page loads nothing from a CDN.
// The mock serves it at /docs.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from '../../../scripts/toolchain.mjs';
import { ensureBundledSpec, OPENAPI_DIR } from './spec.js';

export const DOCS_PATH = join(OPENAPI_DIR, 'dist/docs/index.html');

/** Returns the path of the built reference, building it first when it is missing or older than the contract. */
export function ensureDocs() {
  const spec = ensureBundledSpec();
  if (!existsSync(DOCS_PATH) || statSync(DOCS_PATH).mtimeMs < statSync(spec).mtimeMs) {
    const result = spawnSync(pnpm(), ['run', '--silent', 'docs'], { cwd: OPENAPI_DIR, encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`Building the API reference failed:\n${result.stdout}\n${result.stderr}`);
  }
  return DOCS_PATH;
}
