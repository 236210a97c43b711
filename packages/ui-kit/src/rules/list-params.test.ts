import { describe, expect, it } from 'vitest';
import {
  clampListPage,
  filledFilters,
  initialListParams,
  listAfterDelete,
  listParamsFromSearch,
  listParamsToSearch,
  pageList,
  resetList,
  searchList,
  setListFilter,
} from './list-params';

const page3 = { pageNum: 3, pageSize: 10, filters: { status: 'ENABLED' } };

describe('list params', () => {
  it('搜索 trims, drops empty values and goes back to page 1', () => {
    expect(searchList(page3, { name: '  张 ', phone: '', deptId: undefined, roles: [] })).toEqual({
      pageNum: 1,
      pageSize: 10,
      filters: { name: '张' },
    });
  });

  it('a tree filter joins the applied ones; clearing it removes it', () => {
    const withDept = setListFilter(page3, 'deptId', 'd1');
    expect(withDept).toEqual({ pageNum: 1, pageSize: 10, filters: { status: 'ENABLED', deptId: 'd1' } });
    expect(setListFilter(withDept, 'deptId', undefined).filters).toEqual({ status: 'ENABLED' });
  });

  it('重置 clears every filter, keeps the page size', () => {
    expect(resetList({ ...page3, pageSize: 20 })).toEqual({ pageNum: 1, pageSize: 20, filters: {} });
  });

  it('a new page size starts at page 1; a page change keeps the size', () => {
    expect(pageList(page3, 3, 20).pageNum).toBe(1);
    expect(pageList(page3, 4, 10).pageNum).toBe(4);
  });

  it('spec §2: deleting the last row of the last page steps back one page', () => {
    expect(listAfterDelete(page3, 21, 1).pageNum).toBe(2);
    expect(listAfterDelete(page3, 22, 1).pageNum).toBe(3);
    expect(listAfterDelete({ ...page3, pageNum: 1 }, 1, 1).pageNum).toBe(1);
  });

  it('a page past the last one is clamped to the last one, an empty list is left alone', () => {
    expect(clampListPage({ ...page3, pageNum: 5 }, 21).pageNum).toBe(3);
    expect(clampListPage(page3, 30)).toBe(page3);
    expect(clampListPage(page3, 0)).toBe(page3);
  });

  it('round-trips through the URL and ignores what is malformed', () => {
    const defaults = initialListParams();
    const search = new URLSearchParams(listParamsToSearch(page3, defaults));
    expect(listParamsFromSearch(search, defaults)).toEqual(page3);
    expect(listParamsToSearch(defaults, defaults)).toEqual({});
    expect(listParamsFromSearch(new URLSearchParams('page=-2&size=x&filter={oops'), defaults)).toEqual(
      defaults,
    );
  });

  it('filledFilters keeps false and 0', () => {
    expect(filledFilters({ enabled: false, count: 0 })).toEqual({ enabled: false, count: 0 });
  });
});
