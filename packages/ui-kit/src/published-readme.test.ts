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
  'pnpm showcase',
  'examples/',
  'workspace',
  'ladle',
  '.stories.tsx',
  'apps/web/',
];
/** A quoted file's marker names its path in the repository (apps/web's readme-samples test checks the block). */
const QUOTE_MARKER = /^<!-- file: \S+ -->$/;

describe('the published README is for consumers', () => {
  const readme = read('README.md');
  const prose = readme
    .split('\n')
    .filter((line) => !QUOTE_MARKER.test(line))
    .join('\n')
    .toLowerCase();

  it.each(WORKSPACE_ONLY)('does not mention %s', (phrase) => {
    expect(prose).not.toContain(phrase.toLowerCase());
  });

  it('covers what a consumer needs', () => {
    for (const topic of [
      '## Install',
      '## Supported versions',
      '@backoffice/ui-kit/rules',
      '@backoffice/ui-kit/test-setup',
    ])
      expect(readme).toContain(topic);
  });

  it('states each peer range package.json declares, on the peer’s own line', () => {
    const { peerDependencies } = JSON.parse(read('package.json')) as {
      peerDependencies: Record<string, string>;
    };
    const lines = readme.split('\n');
    for (const [name, range] of Object.entries(peerDependencies))
      expect(
        lines.some((line) => line.includes(`\`${name}\``) && line.includes(`\`${range}\``)),
        `${name} ${range}`,
      ).toBe(true);
  });

  it('is published and the maintainers’ notes are not', () => {
    const { files } = JSON.parse(read('package.json')) as { files: string[] };
    expect(files).toContain('README.md');
    expect(files).not.toContain('MAINTAINING.md');
  });
});
