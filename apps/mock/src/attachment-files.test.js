// @ts-check
// Which `/files/…` paths name an attachment the mock serves: only files inside `apps/mock/files/`, of a kind it knows.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attachmentPath, FILES_DIR } from './attachment-files.js';

describe('attachmentPath', () => {
  it('maps a /files/ URL to the file below apps/mock/files', () => {
    expect(attachmentPath('/files/2026/11/23/rack.jpg')).toBe(join(FILES_DIR, '2026/11/23/rack.jpg'));
    expect(attachmentPath('/files/2026/11/23/server-spec.pdf')).toBe(
      join(FILES_DIR, '2026/11/23/server-spec.pdf'),
    );
  });

  it.each([
    ['another route', '/api/auth/currentUser'],
    ['a path out of the folder', '/files/../package.json'],
    ['an encoded path out of the folder', '/files/..%2F..%2Fpackage.json'],
    ['a broken encoding', '/files/%E0%A4%A.jpg'],
    ['a kind the mock does not serve', '/files/2026/11/23/notes.txt'],
    ['the folder itself', '/files/'],
  ])('names no file for %s', (_, path) => {
    expect(attachmentPath(path)).toBeUndefined();
  });
});
