import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PermissionTable } from '../permission-table/permission-table';
import { fakeServer, type Person, people, withQueryClient } from './list-test-harness';
import { useServerList } from './use-server-list';

type Server = ReturnType<typeof fakeServer>;

function PeopleScreen({ server, onExport }: { server: Server; onExport?: (filters: unknown) => void }) {
  const list = useServerList<Person>({
    query: ({ pageNum, pageSize, filters }) => ({
      queryKey: ['getPeoplePage', { pageNum, pageSize, filters }],
      queryFn: () => server.getPage(pageNum, pageSize, filters),
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
    exportFile: async (filters) => onExport?.(filters),
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
    await userEvent.type(screen.getByLabelText('姓名'), '  员工 2 ');
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
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('');
  });

  it('导出 sends the applied filters, not the draft typed after 搜索', async () => {
    const server = fakeServer(people(5));
    const onExport = vi.fn();
    render(withQueryClient(<PeopleScreen server={server} onExport={onExport} />));
    await screen.findByText('员工 1');
    await userEvent.type(screen.getByLabelText('姓名'), '员工');
    await userEvent.click(screen.getByRole('button', { name: '搜 索' }));
    await userEvent.type(screen.getByLabelText('姓名'), ' 3');
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(onExport).toHaveBeenCalledWith({ name: '员工' });
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
