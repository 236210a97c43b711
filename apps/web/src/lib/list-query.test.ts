import { describe, expect, it } from 'vitest';
import { type ListFilters, type ListSortField, pageRequest, sortRequest } from './list-query';

describe('list requests', () => {
  it('sends the page and the chosen order as sortField / sortOrder', () => {
    expect(
      pageRequest({ pageNum: 2, pageSize: 20, filters: {}, sort: { field: 'createTime', order: 'desc' } }),
    ).toEqual({
      pageNum: 2,
      pageSize: 20,
      sortField: 'createTime',
      sortOrder: 'desc',
    });
  });

  it('sends no order when the user chose none (the server keeps its default)', () => {
    expect(pageRequest({ pageNum: 1, pageSize: 10, filters: {} })).toEqual({ pageNum: 1, pageSize: 10 });
    expect(sortRequest(undefined)).toEqual({});
  });

  it('types the filters and sort fields from the contract (type check)', () => {
    type Filters = ListFilters<'post', '/api/admin/user/getPage'>;
    const filters: Filters = { username: 'admin', status: 'ENABLED' };
    // @ts-expect-error paging is not a filter
    const paged: Filters = { pageNum: 1 };
    const field: ListSortField<'post', '/api/admin/user/getPage'> = 'createTime';
    // @ts-expect-error the user list does not sort by phone
    const unknown: ListSortField<'post', '/api/admin/user/getPage'> = 'phone';
    expect([filters.username, field, unknown]).toEqual(['admin', 'createTime', 'phone']);
    expect(paged).toEqual({ pageNum: 1 });
  });
});
