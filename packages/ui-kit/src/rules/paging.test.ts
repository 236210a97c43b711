import { describe, expect, it } from 'vitest';
import { indexNumber, pageAfterDelete } from './paging';

describe('indexNumber (spec §2: "numbered across pages")', () => {
  it('numbers page 2 of size 10 from 11 to 20', () => {
    expect(Array.from({ length: 10 }, (_, i) => indexNumber(2, 10, i))).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
  });
  it('starts at 1 on page 1', () => {
    expect(indexNumber(1, 20, 0)).toBe(1);
  });
});

describe('pageAfterDelete (spec §2: "if the current page would be empty, the page number steps back by one")', () => {
  it.each([
    ['the last row of page 2 deleted', 2, 10, 11, 1, 1],
    ['one of several rows of page 2 deleted', 2, 10, 12, 1, 2],
    ['every row of page 3 deleted in a batch', 3, 10, 25, 5, 2],
    ['the last row of page 1 deleted', 1, 10, 1, 1, 1],
    ['a row of a middle page deleted', 2, 10, 30, 1, 2],
  ])('%s', (_, page, size, total, deleted, expected) => {
    expect(pageAfterDelete(page, size, total, deleted)).toBe(expected);
  });
});
