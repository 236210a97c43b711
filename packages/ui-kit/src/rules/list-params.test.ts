import { describe, expect, it } from 'vitest';
import {
  clampListPage,
  filledFilters,
  initialListParams,
  knownSort,
  type ListParams,
  listAfterDelete,
  listParamsFromSearch,
  listParamsToSearch,
  pageList,
  resetList,
  searchList,
  setListFilter,
  sortFromSearch,
  sortList,
} from './list-params';

const page3: ListParams = { pageNum: 3, pageSize: 10, filters: { status: 'ENABLED' } };

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

  it('a new sort goes back to page 1 and keeps the filters; the same sort changes nothing', () => {
    const byDate = sortList(page3, { field: 'createTime', order: 'desc' });
    expect(byDate).toEqual({ ...page3, pageNum: 1, sort: { field: 'createTime', order: 'desc' } });
    expect(sortList(byDate, { field: 'createTime', order: 'desc' })).toBe(byDate);
    expect(sortList({ ...byDate, pageNum: 2 }, undefined)).toEqual({ ...page3, pageNum: 1 });
  });

  it('重置 clears the sort with the filters', () => {
    expect(resetList({ ...page3, sort: { field: 'code', order: 'asc' } })).toEqual({
      pageNum: 1,
      pageSize: 10,
      filters: {},
    });
  });

  it('the sort round-trips through the URL as field.order; anything else is no sort', () => {
    const defaults = initialListParams();
    const sorted: ListParams = { ...page3, sort: { field: 'createTime', order: 'desc' } };
    const search = listParamsToSearch(sorted, defaults);
    expect(search.sort).toBe('createTime.desc');
    expect(listParamsFromSearch(new URLSearchParams(search), defaults)).toEqual(sorted);
    for (const bad of ['createTime', 'createTime.up', '.asc', 'a b.asc', 'x.asc.desc', ''])
      expect(sortFromSearch(bad)).toBeUndefined();
    expect(listParamsFromSearch(new URLSearchParams('sort=createTime.sideways'), defaults)).toEqual(defaults);
  });

  it('a sort by a field the list cannot sort by is dropped', () => {
    const sort = { field: 'createTime', order: 'asc' } as const;
    expect(knownSort(sort, ['createTime', 'code'])).toBe(sort);
    expect(knownSort({ field: 'password', order: 'asc' }, ['createTime'])).toBeUndefined();
    expect(knownSort(sort, undefined)).toBe(sort);
  });
});
