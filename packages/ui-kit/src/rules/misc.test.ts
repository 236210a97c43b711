import { describe, expect, it } from 'vitest';
import { counterText, shouldShowCounter } from './counter';
import { controlFor, selectOptions } from './dynamic-field';
import { buildExtensionQueries, extensionValue, visibleExtensionFields } from './extension';
import { formatFileName, isImageFile } from './files';
import { newId } from './id';

describe('newId (spec §3: "Generated ids are UUIDs without dashes")', () => {
  it('is 32 hex characters of a v4 UUID, unique', () => {
    const ids = Array.from({ length: 1000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    expect(new Set(ids).size).toBe(1000);
  });
});

describe('extension fields (spec §3)', () => {
  const fields = [
    { tableKey: 'color', tableChineseKey: '颜色', show: true },
    { tableKey: 'secret', tableChineseKey: '内部', show: false },
  ];
  it('shows the fields marked show, reading values from record.extension', () => {
    expect(visibleExtensionFields(fields).map((f) => f.tableChineseKey)).toEqual(['颜色']);
    expect(extensionValue({ extension: { color: '红' } }, 'color')).toBe('红');
    expect(extensionValue({}, 'color')).toBeUndefined();
  });
  it('"Queries send extensionQueries, a list of tableKey/value pairs, skipping empty values"', () => {
    expect(buildExtensionQueries({ color: ' 红 ', size: '', weight: null, grade: 0 })).toEqual([
      { tableKey: 'color', value: '红' },
      { tableKey: 'grade', value: '0' },
    ]);
  });
});

describe('files (spec §3, §9)', () => {
  it.each(['png', 'JPG', 'photo.jpeg', 'x.svgz', 'a.jxl', 'b.avif', 'c.jfif', 'd.pjpeg', 'e.ico'])(
    '%s is an image',
    (name) => {
      expect(isImageFile(name)).toBe(true);
    },
  );
  it.each(['pdf', 'report.xlsx', 'archive.zip', 'noext'])('%s is not an image', (name) => {
    expect(isImageFile(name)).toBe(false);
  });
  it('shows fileName.fileSuffix once', () => {
    expect(formatFileName({ fileName: '服务器配置清单', fileSuffix: 'xlsx' })).toBe('服务器配置清单.xlsx');
    expect(formatFileName({ fileName: '合同.pdf', fileSuffix: '.pdf' })).toBe('合同.pdf');
  });
});

describe('counter (spec §5: "count/max only when 10 or fewer characters remain")', () => {
  it.each([
    [39, 50, false],
    [40, 50, true],
    [50, 50, true],
    [0, undefined, false],
  ])('%i of %s → shown %s', (length, max, shown) => {
    expect(shouldShowCounter(length, max)).toBe(shown);
  });
  it('reads count/max', () => {
    expect(counterText(40, 50)).toBe('40/50');
  });
});

describe('dynamic field controls (spec §5)', () => {
  it.each([
    [{ type: 'number' }, 'number'],
    [{ type: 'boolean' }, 'switch'],
    [{ type: 'string', acceptValues: { A: '甲' } }, 'select'],
    [{ type: 'string', acceptValues: {} }, 'text'],
    [{ type: 'date' }, 'text'],
  ])('%j → %s', (definition, control) => {
    expect(controlFor(definition)).toBe(control);
  });
  it('lists select options value → label', () => {
    expect(
      selectOptions({
        code: 'u',
        name: 'U',
        type: 'string',
        required: true,
        acceptValues: { NORMAL: '普通' },
      }),
    ).toEqual([{ value: 'NORMAL', label: '普通' }]);
  });
});
