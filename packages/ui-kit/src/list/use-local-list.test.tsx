import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PermissionTable } from '../permission-table/permission-table';
import { TreeTable } from '../tree-table/tree-table';
import { fakeServer, type Person, people, withQueryClient } from './list-test-harness';
import { useLocalList } from './use-local-list';

type Server = ReturnType<typeof fakeServer>;

function LocalScreen({ server, tree = false }: { server: Server; tree?: boolean }) {
  const list = useLocalList<Person>({ query: { queryKey: ['getAllPeople', {}], queryFn: server.getAll } });
  const common = {
    tableId: 'local',
    rowKey: 'id' as const,
    columns: [{ key: 'name', title: '姓名', dataIndex: 'name' as const }],
    searchFields: [{ name: 'name', label: '姓名' }],
  };
  return tree ? (
    <TreeTable<Person> {...common} {...list.treeProps} />
  ) : (
    <PermissionTable<Person> {...common} {...list.tableProps} />
  );
}

describe('useLocalList', () => {
  it('spec §2: filters on the client, trimmed, case-insensitive, as a substring — no paging', async () => {
    const rows = people(3);
    (rows[1] as Person).name = 'Zhang Wei 张伟';
    render(withQueryClient(<LocalScreen server={fakeServer(rows)} />));
    await screen.findByText('员工 1');
    expect(document.querySelector('.ant-pagination')).toBeNull();
    await userEvent.type(screen.getByLabelText('姓名'), '  zhang w ');
    await userEvent.click(screen.getByRole('button', { name: '搜 索' }));
    await waitFor(() => expect(screen.queryByText('员工 1')).toBeNull());
    expect(screen.getByText('Zhang Wei 张伟')).toBeTruthy();
  });

  it('a tree keeps the ancestors of a match and opens the path to it', async () => {
    const rows: Person[] = [
      { id: 'a', parentId: '0', name: '华东智造', status: 'ENABLED' },
      { id: 'b', parentId: 'a', name: '采购部', status: 'ENABLED' },
      { id: 'c', parentId: 'b', name: '采购一组', status: 'ENABLED' },
      { id: 'd', parentId: 'a', name: '研发部', status: 'ENABLED' },
    ];
    render(withQueryClient(<LocalScreen server={fakeServer(rows)} tree />));
    await screen.findByText('华东智造');
    await userEvent.type(screen.getByLabelText('姓名'), '一组');
    await userEvent.click(screen.getByRole('button', { name: '搜 索' }));
    expect(await screen.findByText('采购一组')).toBeTruthy();
    expect(screen.getByText('采购部')).toBeTruthy();
    expect(screen.queryByText('研发部')).toBeNull();
  });

  it('a failed load is an error state with 重试, never an empty table', async () => {
    const server = fakeServer(people(2));
    server.failWith(new Error('授权已过期，请重新登录'));
    render(withQueryClient(<LocalScreen server={server} tree />));
    expect(await screen.findByText('授权已过期，请重新登录')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    server.failWith(undefined);
    await userEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(await screen.findByText('员工 1')).toBeTruthy();
  });
});
