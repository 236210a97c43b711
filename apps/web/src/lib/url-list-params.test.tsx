import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookOnScreen } from '../test/render-hook-on-screen';
import { useUrlListParams } from './url-list-params';

/** The hook on a list screen opened at `url` (after /home), and the URL after each step. */
const renderOnList = (url: string) => renderHookOnScreen('/admin/user', url, () => useUrlListParams());

describe('useUrlListParams: the applied params of a list in the URL', () => {
  it('reads the page and the order of a link', () => {
    const list = renderOnList('/admin/user?page=2&sort=createTime.desc');
    expect(list.result.current.params).toEqual({
      pageNum: 2,
      pageSize: 10,
      filters: {},
      sort: { field: 'createTime', order: 'desc' },
    });
  });

  it('writes a new order with the page, keeping the screen’s other params; no order writes none', () => {
    const list = renderOnList('/admin/user?detail=7f11');
    act(() =>
      list.result.current.onParamsChange({
        pageNum: 1,
        pageSize: 10,
        filters: { status: 'ENABLED' },
        sort: { field: 'username', order: 'asc' },
      }),
    );
    expect(list.search()).toBe('?detail=7f11&filter={"status":"ENABLED"}&sort=username.asc');
    expect(list.result.current.params.sort).toEqual({ field: 'username', order: 'asc' });
    act(() => list.result.current.onParamsChange({ pageNum: 3, pageSize: 10, filters: {} }));
    expect(list.search()).toBe('?detail=7f11&page=3');
    expect(list.result.current.params.sort).toBeUndefined();
  });

  it('ignores an order that is not field.asc or field.desc', () => {
    for (const bad of ['createTime', 'createTime.down', 'create-time.asc', '.desc'])
      expect(renderOnList(`/admin/user?sort=${bad}`).result.current.params.sort).toBeUndefined();
  });

  it('Back to the list after leaving it restores its order and page; Forward leaves again', async () => {
    const list = renderOnList('/admin/user');
    act(() =>
      list.result.current.onParamsChange({
        pageNum: 2,
        pageSize: 10,
        filters: {},
        sort: { field: 'createTime', order: 'desc' },
      }),
    );
    await list.go('/home');
    await list.go(-1);
    expect(list.search()).toBe('?page=2&sort=createTime.desc');
    expect(list.result.current.params).toMatchObject({
      pageNum: 2,
      sort: { field: 'createTime', order: 'desc' },
    });
    await list.go(1);
    await list.go(-1);
    expect(list.result.current.params.sort).toEqual({ field: 'createTime', order: 'desc' });
  });
});
