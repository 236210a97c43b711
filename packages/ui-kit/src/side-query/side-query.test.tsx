import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, type Person, people, withQueryClient } from '../list/list-test-harness';
import { useLocalList } from '../list/use-local-list';
import { PermissionTable } from '../permission-table/permission-table';
import {
  partialListNote,
  type SideQuery,
  SideQueryAlert,
  SideQueryEmpty,
  sideQueriesReady,
  sideQuery,
  sideRows,
  useOwnPaging,
  useSideQuery,
} from './side-query';

const base = { data: undefined, isError: false, error: null, refetch: () => undefined };

describe('sideQuery', () => {
  it('is loading until the data first comes, an error when it never came, ready once it is there', () => {
    expect(sideQuery('部门', base).status).toBe('loading');
    expect(sideQuery('部门', { ...base, isError: true, error: new Error('服务器错误') }).status).toBe(
      'error',
    );
    expect(sideQuery('部门', { ...base, data: [] }).status).toBe('ready');
    // a later refresh that failed keeps the data the form already shows
    expect(sideQuery('部门', { ...base, data: ['研发部'], isError: true }).status).toBe('ready');
  });

  it('offers no rows until they came, then the rows', () => {
    expect(sideRows(sideQuery<readonly string[]>('部门', { ...base, isError: true }))).toEqual([]);
    expect(sideRows(sideQuery('部门', { ...base, data: ['研发部'] }))).toEqual(['研发部']);
  });

  it('lets a form save only when every side query is ready', () => {
    const ready = sideQuery('部门', { ...base, data: [] });
    expect(sideQueriesReady([ready])).toBe(true);
    expect(sideQueriesReady([ready, sideQuery('分类', base)])).toBe(false);
    expect(sideQueriesReady([ready, sideQuery('分类', { ...base, isError: true })])).toBe(false);
  });
});

function Form({ queries }: { queries: SideQuery<unknown>[] }) {
  return <SideQueryAlert queries={queries} />;
}

describe('SideQueryAlert', () => {
  it('names what failed and why, and 重试 asks every failed query again', async () => {
    const retried: string[] = [];
    const failed = (label: string) =>
      sideQuery(label, {
        ...base,
        isError: true,
        error: new Error('服务器开小差了'),
        refetch: () => retried.push(label),
      });
    render(
      <Form queries={[failed('物料分类'), sideQuery('部门', { ...base, data: [] }), failed('扩展字段')]} />,
    );
    expect(screen.getByText('物料分类、扩展字段加载失败，暂不能保存')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(retried).toEqual(['物料分类', '扩展字段']);
  });

  it('says what cannot be done until they load, when it is not saving', () => {
    render(
      <SideQueryAlert
        queries={[sideQuery('物料分类', { ...base, isError: true })]}
        consequence="暂不能按分类测试生成"
      />,
    );
    expect(screen.getByText('物料分类加载失败，暂不能按分类测试生成')).toBeTruthy();
  });

  it('says nothing while the queries load or once they are there', () => {
    const { container } = render(
      <Form queries={[sideQuery('部门', base), sideQuery('分类', { ...base, data: [] })]} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

function Departments({ fetch }: { fetch: () => Promise<string[]> }) {
  const departments = useSideQuery<string[], Error, string[], string[]>('部门', {
    queryKey: ['departments'],
    queryFn: fetch,
  });
  return (
    <>
      <SideQueryAlert queries={[departments]} />
      <span>{departments.status === 'ready' ? departments.data?.join('、') : departments.status}</span>
    </>
  );
}

describe('useSideQuery', () => {
  it('a failed load says so with 重试, and 重试 brings the data', async () => {
    let fail = true;
    const fetch = async () => {
      if (fail) throw new Error('网络异常');
      return ['研发部', '采购部'];
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Departments fetch={fetch} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('部门加载失败，暂不能保存')).toBeTruthy();
    expect(screen.getByText('error')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('研发部、采购部')).toBeTruthy();
    expect(screen.queryByText('部门加载失败，暂不能保存')).toBeNull();
  });
});

function SubList({ server }: { server: ReturnType<typeof fakeServer> }) {
  const list = useLocalList<Person>({
    query: { queryKey: ['getAllPeople', {}], queryFn: server.getAll },
    paging: useOwnPaging(),
  });
  return (
    <PermissionTable<Person>
      tableId="sub-list"
      rowKey="id"
      columns={[{ key: 'name', title: '姓名', dataIndex: 'name' }]}
      {...list.tableProps}
    />
  );
}

describe('useOwnPaging', () => {
  it('pages a sub-list loaded whole inside its own view: 120 rows, 10 a page, every one reachable', async () => {
    const server = fakeServer(people(120));
    render(withQueryClient(<SubList server={server} />));
    expect(await screen.findByText('员工 1')).toBeTruthy();
    expect(screen.getByText('共 120 条')).toBeTruthy();
    expect(screen.queryByText('员工 11')).toBeNull();
    await userEvent.click(screen.getByTitle('12'));
    expect(await screen.findByText('员工 120')).toBeTruthy();
    expect(screen.queryByText('员工 1')).toBeNull();
  });
});

describe('partialListNote', () => {
  it('says how many of how many a select offers when the list holds more, and nothing when it offers all', () => {
    expect(partialListNote(100, 120)).toBe('显示前 100 条，共 120 条');
    expect(partialListNote(120, 120)).toBeUndefined();
    expect(partialListNote(0, 0)).toBeUndefined();
  });
});

describe('SideQueryEmpty', () => {
  it("in a filter select: a failure says what did not load with 重试; otherwise the select's own empty text", async () => {
    let retried = 0;
    const failed = sideQuery('仓库', { ...base, isError: true, refetch: () => retried++ });
    const { rerender } = render(<SideQueryEmpty query={failed} empty="没有仓库" />);
    expect(screen.getByText('仓库加载失败')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(retried).toBe(1);
    rerender(<SideQueryEmpty query={sideQuery('仓库', { ...base, data: [] })} empty="没有仓库" />);
    expect(screen.getByText('没有仓库')).toBeTruthy();
  });
});
