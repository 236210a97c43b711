import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressFolder } from './precompress.mjs';

describe('precompressFolder', () => {
  it('writes a brotli copy beside each compressible file large enough, which decodes to the file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(folder, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index, name: `第${index}行` })))};`;
    writeFileSync(
      join(folder, 'index.html'),
      `<!doctype html><title>管理后台</title>${'<p>登录</p>'.repeat(200)}`,
    );
    writeFileSync(join(folder, 'assets', 'list-abc123.js'), script);
    writeFileSync(join(folder, 'assets', 'tiny-def456.js'), 'export {};');
    writeFileSync(join(folder, 'assets', 'logo.png'), Buffer.alloc(4096, 7));

    const written = await precompressFolder(folder);
    expect(written).toEqual([join(folder, 'assets', 'list-abc123.js.br'), join(folder, 'index.html.br')]);
    const source = readFileSync(join(folder, 'assets', 'list-abc123.js'));
    const compressed = readFileSync(join(folder, 'assets', 'list-abc123.js.br'));
    expect(brotliDecompressSync(compressed).equals(source)).toBe(true);
    expect(compressed.length).toBeLessThan(source.length / 4);
    // Too small to be worth it, or compressed already (an image): left as they are.
    expect(readdirSync(join(folder, 'assets')).sort()).toEqual([
      'list-abc123.js',
      'list-abc123.js.br',
      'logo.png',
      'tiny-def456.js',
    ]);
    expect('export {};'.length).toBeLessThan(MIN_BYTES);
  });
});
