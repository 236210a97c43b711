import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The READMEs whose code quotes the code base: apps/web's recipe and the ui-kit's guide. */
const READMES = ['apps/web/README.md', 'packages/ui-kit/README.md'];

/**
 * The code blocks a README quotes from a file: a block right after a line `<!-- file: <path from the repo root> -->`.
 * Such a block is the file whole, so what a reader copies is code that compiles and runs (the file is type-checked
 * and tested where it lives).
 */
export function quotedFiles(readme: string): { path: string; code: string }[] {
  return [...readme.matchAll(/^<!-- file: (\S+) -->\n```\w*\n([\s\S]*?)^```$/gm)].map(([, path, code]) => ({
    path: path as string,
    code: code as string,
  }));
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('quotedFiles', () => {
  it('finds each marked block with the path it names, and no unmarked one', () => {
    const readme = [
      '<!-- file: a/b.tsx -->',
      '```tsx',
      'const a = 1;',
      '```',
      '',
      '```tsx',
      'not quoted',
      '```',
    ].join('\n');
    expect(quotedFiles(readme)).toEqual([{ path: 'a/b.tsx', code: 'const a = 1;\n' }]);
  });
});

describe.each(READMES)('%s', (readme) => {
  const quoted = quotedFiles(read(readme));

  it('quotes at least one file', () => {
    expect(quoted.length).toBeGreaterThan(0);
  });

  it.each(quoted.map(({ path }, index) => [path, index] as const))(
    'quotes %s exactly as the file is now',
    (path, index) => {
      expect(existsSync(join(ROOT, path)), `${path} exists`).toBe(true);
      // a difference means the README or the file moved on alone: copy the file into the README's block
      expect(quoted[index]?.code).toBe(read(path));
    },
  );
});

it("quotes a real screen in apps/web's recipe", () => {
  expect(quotedFiles(read('apps/web/README.md')).some(({ path }) => /Page\.tsx$/.test(path))).toBe(true);
});
