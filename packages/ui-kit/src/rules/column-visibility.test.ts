import { describe, expect, it } from 'vitest';
import { isColumnVisible } from './column-visibility';

// spec §6: "A table column is hidden by this rule, with the code DYNAMIC_EXTENSION always ignored"
describe('isColumnVisible', () => {
  it('shows a column that lists no codes', () => {
    expect(isColumnVisible(undefined, ['a', 'b'])).toBe(true);
    expect(isColumnVisible([], ['a'], 'include')).toBe(true);
  });

  describe('default exclude mode: "hidden when the user holds any code not in the column\'s listed codes"', () => {
    it.each([
      [['price:view'], ['price:view'], true],
      [['price:view', 'cost:view'], ['price:view'], true],
      [['price:view'], ['price:view', 'order:edit'], false],
      [['price:view'], ['order:edit'], false],
      [['price:view'], [], true],
      [['price:view'], ['price:view', 'DYNAMIC_EXTENSION'], true],
      [['price:view'], ['DYNAMIC_EXTENSION'], true],
    ])('listed %j, held %j → shown %s', (listed, held, shown) => {
      expect(isColumnVisible(listed, held)).toBe(shown);
    });
  });

  describe('include mode: "hidden when the user holds at least one of the listed codes"', () => {
    it.each([
      [['supplier:restricted'], ['supplier:restricted'], false],
      [['a', 'b'], ['b', 'c'], false],
      [['a'], ['c'], true],
      [['a'], [], true],
      [['DYNAMIC_EXTENSION'], ['DYNAMIC_EXTENSION'], true],
    ])('listed %j, held %j → shown %s', (listed, held, shown) => {
      expect(isColumnVisible(listed, held, 'include')).toBe(shown);
    });
  });
});
