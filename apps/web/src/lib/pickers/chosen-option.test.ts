import { describe, expect, it } from 'vitest';
import { lookupNeeded, optionsWith } from './chosen-option';

const option = (value: string) => ({ value, label: `标签${value}` });

describe('optionsWith', () => {
  it('puts an extra option the found ones lack first, once, and leaves the found ones as they are', () => {
    expect(optionsWith([option('a'), option('b')], [option('c'), undefined, option('c')])).toEqual([
      option('c'),
      option('a'),
      option('b'),
    ]);
  });

  it('adds nothing that is found already', () => {
    expect(optionsWith([option('a')], [option('a')])).toEqual([option('a')]);
  });
});

describe('lookupNeeded', () => {
  it('asks for a value no found record and no known record carries', () => {
    expect(lookupNeeded('x', [{ id: 'a' }], undefined)).toBe(true);
    expect(lookupNeeded('x', [{ id: 'x' }], undefined)).toBe(false);
    expect(lookupNeeded('x', [], { id: 'x' })).toBe(false);
    expect(lookupNeeded(undefined, [], undefined)).toBe(false);
  });
});
