import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(join(PACKAGE_DIR, file), 'utf8');

/** What only someone working in this repository can run or open: it belongs in MAINTAINING.md. */
const WORKSPACE_ONLY = [
  'pnpm run docs',
  'pnpm mock',
  'examples/',
  'workspace',
  'src/middleware',
  'pnpm changeset',
];

describe('the published README is for consumers', () => {
  const readme = read('README.md');

  it.each(WORKSPACE_ONLY)('does not mention %s', (phrase) => {
    expect(readme.toLowerCase()).not.toContain(phrase.toLowerCase());
  });

  it('covers what a consumer needs', () => {
    for (const topic of [
      '## Install',
      '## Supported versions',
      '## A Node service',
      '## A browser app, with any router',
      '## Errors',
      '## 401',
      '## Downloads',
      '@backoffice/sdk/query',
      '@backoffice/sdk/contract',
      '@backoffice/sdk/schemas',
      '@backoffice/sdk/constants',
      '## Reference',
    ])
      expect(readme).toContain(topic);
  });

  it('states the peer ranges package.json declares', () => {
    const { peerDependencies } = JSON.parse(read('package.json')) as {
      peerDependencies: Record<string, string>;
    };
    for (const [name, range] of Object.entries(peerDependencies))
      expect(readme).toContain(`\`${name}\` \`${range}\``);
  });

  it('is published and the maintainers’ notes are not', () => {
    const { files } = JSON.parse(read('package.json')) as { files: string[] };
    expect(files).toContain('README.md');
    expect(files).not.toContain('MAINTAINING.md');
  });
});
