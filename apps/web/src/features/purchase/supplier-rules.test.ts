import { describe, expect, it } from 'vitest';
import { attachmentRefusal } from './attachment-upload';
import { blankToNull, newContact, STATUS_CHANGES, withOnePrimary } from './supplier-rules';

describe('supplier status changes', () => {
  it('offers the two other statuses from each, never the one it is in', () => {
    for (const [status, targets] of Object.entries(STATUS_CHANGES)) {
      expect(targets).toHaveLength(2);
      expect(targets).not.toContain(status);
    }
  });
});

describe('contacts', () => {
  const a = { ...newContact([]), name: '黄志明' };
  const b = { ...newContact([a]), name: '林晓' };
  it('the first contact is primary, a second one is not, each with a new id', () => {
    expect([a.primary, b.primary]).toEqual([true, false]);
    expect(a.id).toMatch(/^[0-9a-f]{32}$/);
    expect(a.id).not.toBe(b.id);
  });
  it('ticking one makes it the only primary', () => {
    expect(withOnePrimary([a, b], b.id).map((contact) => contact.primary)).toEqual([false, true]);
  });
  it('when none is primary the first becomes it', () => {
    expect(withOnePrimary([{ ...a, primary: false }, b]).map((contact) => contact.primary)).toEqual([
      true,
      false,
    ]);
    expect(withOnePrimary([])).toEqual([]);
  });
});

describe('optional texts', () => {
  it('go as null when blank, trimmed otherwise', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(' 月结 30 天 ')).toBe('月结 30 天');
  });
});

describe('attachments before sending', () => {
  it('refuses an empty file and one over 20 MB', () => {
    expect(attachmentRefusal({ name: '营业执照.jpg', size: 0 })).toBe('文件「营业执照.jpg」是空的');
    expect(attachmentRefusal({ name: '扫描件.pdf', size: 21 * 1024 * 1024 })).toBe(
      '文件「扫描件.pdf」超过 20 MB，不能上传',
    );
    expect(attachmentRefusal({ name: '营业执照.jpg', size: 21_105 })).toBeUndefined();
  });
});
