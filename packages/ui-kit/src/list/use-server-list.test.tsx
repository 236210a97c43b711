import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PermissionTable } from '../permission-table/permission-table';
import type { ListParams } from '../rules/list-params';
import { isServerListMeta, SERVER_LIST_META } from '../rules/server-list-meta';
import { fakeServer, type Person, people, withQueryClient } from './list-test-harness';
import { useServerList } from './use-server-list';

type Server = ReturnType<typeof fakeServer>;
/** The people operation's request without paging and sort, as an app types it from the contract. */
type PeopleFilters = { name?: string; deptId?: string };
type PeopleSortField = 'name';

function PeopleScreen({
  server,
  onExport,
  ...controlled
}: {
  server: Server;
  onExport?: (applied: unknown) => void;
  params?: ListParams;
  onParamsChange?: (next: ListParams<PeopleFilters, PeopleSortField>) => void;
}) {
  const list = useServerList<Person, PeopleFilters, PeopleSortField>({
    ...controlled,
    sortFields: ['name'],
    query: ({ pageNum, pageSize, filters, sort }) => ({
      queryKey: ['getPeoplePage', { pageNum, pageSize, filters, sort }],
      queryFn: () => server.getPage(pageNum, pageSize, filters, sort),
    }),
    remove: async (ids) => {
      for (const id of ids)
        server.rows.splice(
          server.rows.findIndex((row) => row.id === id),
          1,
        );
    },
    status: {
      enabled: (row) => row.status === 'ENABLED',
      change: async (row, enable) => {
        row.status = enable ? 'ENABLED' : 'DISABLED';
      },
    },
    exportFile: async (applied) => onExport?.(applied),
  });
  return (
    <>
      <button type="button" onClick={() => list.setFilter('deptId', 'd1')}>
        选部门
      </button>
      <span data-testid="dept">{String(list.filters.deptId ?? '')}</span>
      <button type="button" onClick={() => void list.exportFile()}>
        导出
      </button>
      <PermissionTable<Person>
        tableId="people"
        rowKey="id"
        columns={[
          { key: 'name', title: '姓名', dataIndex: 'name' },
          {
            key: 'actions',
            title: '操作',
            render: (_, row) => (
              <>
                <button type="button" onClick={() => void list.remove([row.id])}>
                  删除{row.name}
                </button>
                <button type="button" onClick={() => void list.toggleStatus(row)}>
                  切换{row.name}
                </button>
              </>
            ),
          },
        ]}
        searchFields={[{ name: 'name', label: '姓名' }]}
        {...list.tableProps}
      />
    </>
  );
}

const cellTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('useServerList', () => {
  it("marks its page queries as a server list's, for whoever watches the query cache", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(withQueryClient(<PeopleScreen server={fakeServer(people(3))} />, [], client));
    await screen.findByText('员工 1');
    const [page] = client.getQueryCache().findAll({ queryKey: ['getPeoplePage'] });
    expect(isServerListMeta(page?.meta)).toBe(true);
    expect(page?.meta).toEqual(SERVER_LIST_META);
    expect(isServerListMeta(undefined)).toBe(false);
  });

  it('numbers rows across pages and sends the page asked for', async () => {
    const server = fakeServer(people(25));
    render(withQueryClient(<PeopleScreen server={server} />));
    await screen.findByText('员工 1');
    await userEvent.click(screen.getByTitle('3'));
    await screen.findByText('员工 21');
    expect(server.calls.at(-1)).toMatchObject({ pageNum: 3, pageSize: 10 });
    const first = screen.getAllByRole('row')[1];
    expect(within(first as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('21');
  });

  it('spec §2: deleting the last row of the last page steps back one page', async () => {
    const server = fakeServer(people(11));
    render(withQueryClient(<PeopleScreen server={server} />));
    await screen.findByText('员工 1');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('员工 11');
    await userEvent.click(screen.getByRole('button', { name: '删除员工 11' }));
    await waitFor(() => expect(cellTexts()).toContain('员工 1'));
    expect(server.calls.at(-1)).toMatchObject({ pageNum: 1 });
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('1');
  });

  it('deleting a row that leaves others on the page stays on it', async () => {
    const server = fakeServer(people(12));
    render(withQueryClient(<PeopleScreen server={server} />));
    await screen.findByText('员工 1');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('员工 12');
    await userEvent.click(screen.getByRole('button', { name: '删除员工 12' }));
    await waitFor(() => expect(cellTexts()).toEqual(['员工 11']));
    expect(server.calls.at(-1)).toMatchObject({ pageNum: 2 });
  });

  it('搜索 sends the trimmed filters from page 1; 重置 clears them and a tree filter too', async () => {
    const server = fakeServer(people(25));
    render(withQueryClient(<PeopleScreen server={server} />));
    await screen.findByText('员工 1');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('员工 11');
    await userEvent.click(screen.getByRole('button', { name: '选部门' }));
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '  员工 2 ');
    await userEvent.click(screen.getByRole('button', { name: '搜 索' }));
    await waitFor(() =>
      expect(server.calls.at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        filters: { deptId: 'd1', name: '员工 2' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '重 置' }));
    await waitFor(() => expect(server.calls.at(-1)).toEqual({ pageNum: 1, pageSize: 10, filters: {} }));
    expect(screen.getByTestId('dept').textContent).toBe('');
    expect((screen.getByRole('textbox', { name: '姓名' }) as HTMLInputElement).value).toBe('');
  });

  it('导出 sends the applied filters, not the draft typed after 搜索', async () => {
    const server = fakeServer(people(5));
    const onExport = vi.fn();
    render(withQueryClient(<PeopleScreen server={server} onExport={onExport} />));
    await screen.findByText('员工 1');
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '员工');
    await userEvent.click(screen.getByRole('button', { name: '搜 索' }));
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), ' 3');
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(onExport).toHaveBeenCalledWith({ filters: { name: '员工' } });
  });

  it('sorts by a header click from page 1: ascending, descending, then none; the header says so', async () => {
    const server = fakeServer(people(25));
    render(withQueryClient(<PeopleScreen server={server} />));
    await screen.findByText('员工 1');
    await userEvent.click(screen.getByTitle('3'));
    await screen.findByText('员工 21');
    const header = () => screen.getByRole('columnheader', { name: /姓名/ });
    expect(header().getAttribute('aria-sort')).toBeNull();

    await userEvent.click(header());
    await waitFor(() =>
      expect(server.calls.at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        filters: {},
        sort: { field: 'name', order: 'asc' },
      }),
    );
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('1');

    await userEvent.click(header());
    await waitFor(() => expect(server.calls.at(-1)?.sort).toEqual({ field: 'name', order: 'desc' }));
    await waitFor(() => expect(cellTexts()[0]).toBe('员工 9'));
    expect(header().getAttribute('aria-sort')).toBe('descending');

    await userEvent.click(header());
    await waitFor(() => expect(server.calls.at(-1)).toEqual({ pageNum: 1, pageSize: 10, filters: {} }));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBeNull());
  });

  it('重置 clears the sort with the filters', async () => {
    const server = fakeServer(people(5));
    render(withQueryClient(<PeopleScreen server={server} />));
    await screen.findByText('员工 1');
    await userEvent.click(screen.getByRole('columnheader', { name: /姓名/ }));
    await waitFor(() => expect(server.calls.at(-1)?.sort).toEqual({ field: 'name', order: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: '重 置' }));
    await waitFor(() => expect(server.calls.at(-1)).toEqual({ pageNum: 1, pageSize: 10, filters: {} }));
  });

  it('honours params held outside (a URL): their page and sort are sent and shown; a sort change is reported', async () => {
    const server = fakeServer(people(25));
    const onParamsChange = vi.fn();
    const params: ListParams = {
      pageNum: 2,
      pageSize: 10,
      filters: {},
      sort: { field: 'name', order: 'desc' },
    };
    render(withQueryClient(<PeopleScreen server={server} params={params} onParamsChange={onParamsChange} />));
    await waitFor(() =>
      expect(server.calls.at(-1)).toEqual({ ...params, sort: { field: 'name', order: 'desc' } }),
    );
    const header = await screen.findByRole('columnheader', { name: /姓名/ });
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    await userEvent.click(header);
    expect(onParamsChange).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10, filters: {} });
  });

  it('ignores a sort by a field the list cannot sort by (a hand-edited URL)', async () => {
    const server = fakeServer(people(3));
    const params: ListParams = {
      pageNum: 1,
      pageSize: 10,
      filters: {},
      sort: { field: 'password', order: 'asc' },
    };
    render(withQueryClient(<PeopleScreen server={server} params={params} onParamsChange={vi.fn()} />));
    await screen.findByText('员工 1');
    expect(server.calls).toEqual([{ pageNum: 1, pageSize: 10, filters: {} }]);
  });

  it('导出 gets the applied filters and sort, never the page', async () => {
    const server = fakeServer(people(25));
    const onExport = vi.fn();
    render(withQueryClient(<PeopleScreen server={server} onExport={onExport} />));
    await screen.findByText('员工 1');
    await userEvent.click(screen.getByRole('button', { name: '选部门' }));
    await userEvent.click(screen.getByRole('columnheader', { name: /姓名/ }));
    await userEvent.click(screen.getByRole('columnheader', { name: /姓名/ }));
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(server.calls.at(-1)?.pageNum).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(onExport).toHaveBeenCalledWith({
      filters: { deptId: 'd1' },
      sort: { field: 'name', order: 'desc' },
    });
  });

  it('a failed load shows 加载失败 with 重试, and 重试 recovers', async () => {
    const server = fakeServer(people(3));
    server.failWith(new Error('服务器发生错误，请检查服务器'));
    render(withQueryClient(<PeopleScreen server={server} />));
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    server.failWith(undefined);
    await userEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(await screen.findByText('员工 1')).toBeTruthy();
  });

  it('toggles a status and refreshes the list', async () => {
    const server = fakeServer(people(2));
    render(withQueryClient(<PeopleScreen server={server} />));
    await screen.findByText('员工 1');
    const before = server.calls.length;
    await userEvent.click(screen.getByRole('button', { name: '切换员工 1' }));
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(before));
    expect(server.rows[0]?.status).toBe('DISABLED');
  });
});
