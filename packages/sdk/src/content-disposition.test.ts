import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContentDisposition } from './content-disposition';

describe('parseContentDisposition (spec §7)', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E9%87%87%E8%B4%AD%E8%AE%A2%E5%8D%95.xlsx", '采购订单.xlsx'],
    ['attachment; filename="report.pdf"; filename*=UTF-8\'\'%E6%8A%A5%E5%91%8A.pdf', '报告.pdf'],
    ['attachment; filename="plain name.docx"', 'plain name.docx'],
    ['attachment; filename=%E6%B5%81%E7%A8%8B.xlsx', '流程.xlsx'],
    ['attachment; filename="a;b.zip"', 'a;b.zip'],
    ["attachment; filename*=iso-8859-1'en'caf%E9.txt", 'café.txt'],
    ['attachment; filename*="UTF-8\'\'%E6%8A%A5%E8%A1%A8.pdf"', '报表.pdf'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
  ])('%s → %s', (header, name) => {
    expect(parseContentDisposition(header)).toBe(name);
  });

  it.each([null, undefined, '', 'attachment', 'inline; filename=""', "attachment; filename*=UTF-8''%E9%ZZ"])(
    'falls back to 下载文档 for %j',
    (header) => {
      expect(parseContentDisposition(header)).toBe('下载文档');
    },
  );

  it('never throws and always names the file', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const name = parseContentDisposition(header);
        expect(typeof name).toBe('string');
        expect(name.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips any UTF-8 file name through filename*', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), (name) => {
        expect(parseContentDisposition(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`)).toBe(
          name,
        );
      }),
    );
  });
});
