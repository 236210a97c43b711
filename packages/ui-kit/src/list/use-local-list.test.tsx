import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PermissionTable } from '../permission-table/permission-table';
import { initialListParams, type ListParams } from '../rules/list-params';
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

/** A long flat list paged by the hook, its params held by the screen (an app keeps them in the URL). */
function PagedScreen({ server, seen }: { server: Server; seen: ListParams[] }) {
  const [params, setParams] = useState(() => initialListParams(10));
  const list = useLocalList<Person>({
    query: { queryKey: ['getAllPeople', {}], queryFn: server.getAll },
    paging: {
      params,
      onParamsChange: (next) => {
        seen.push(next);
        setParams(next);
      },
    },
  });
  return (
    <PermissionTable<Person>
      tableId="paged"
      rowKey="id"
      columns={[{ key: 'name', title: '姓名', dataIndex: 'name' }]}
      searchFields={[{ name: 'name', label: '姓名' }]}
      {...list.tableProps}
    />
  );
}

describe('useLocalList', () => {
  it('with paging: 34 rows in pages of 10, the page in the params, a search back to page 1', async () => {
    const seen: ListParams[] = [];
    render(withQueryClient(<PagedScreen server={fakeServer(people(34))} seen={seen} />));
    await screen.findByText('员工 1');
    expect(screen.queryByText('员工 11')).toBeNull();
    expect(screen.getByText('共 34 条')).toBeTruthy();
    await userEvent.click(screen.getByTitle('4'));
    await screen.findByText('员工 34');
    expect(screen.queryByText('员工 1')).toBeNull();
    expect(seen.at(-1)).toMatchObject({ pageNum: 4, pageSize: 10 });
    await userEvent.type(screen.getByLabelText('姓名'), '员工 3');
    await userEvent.click(screen.getByRole('button', { name: '搜 索' }));
    await screen.findByText('员工 30');
    expect(seen.at(-1)).toMatchObject({ pageNum: 1, filters: { name: '员工 3' } });
    expect(screen.getByText('共 6 条')).toBeTruthy();
  });

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
