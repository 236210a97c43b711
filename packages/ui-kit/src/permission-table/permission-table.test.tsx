import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigProvider from 'antd/es/config-provider';
import Input from 'antd/es/input';
import zhCN from 'antd/es/locale/zh_CN';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CELL_TEXT } from './columns';
import { PermissionTable, type PermissionTableProps } from './permission-table';
import * as fixtures from './permission-table.fixtures';
import * as stories from './permission-table.stories';

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim())
    .filter(Boolean);
const indexCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** Two supplier columns, sorted by `sortFields`, drawn with `sort`; `onSortChange` records what clicks ask for. */
function sortingTable(sortFields: string[]) {
  const onSortChange = vi.fn();
  const columns = [
    { key: 'code', title: '供应商编码', dataIndex: 'code' },
    { key: 'name', title: '供应商名称', dataIndex: 'name' },
  ];
  const table = (sort?: { field: string; order: 'asc' | 'desc' }) => (
    <PermissionTable<fixtures.Supplier>
      tableId="sorting"
      rowKey="id"
      columns={columns}
      dataSource={fixtures.suppliers.slice(0, 3)}
      total={3}
      sort={sort}
      sortFields={sortFields}
      onSortChange={onSortChange}
    />
  );
  const { rerender } = render(table());
  return {
    onSortChange,
    redraw: (sort?: { field: string; order: 'asc' | 'desc' }) => rerender(table(sort)),
    header: (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) }),
  };
}

/** The supplier table with its first `rows` suppliers, and whatever else a test gives it. */
const supplierTable = (
  tableId: string,
  rows: number,
  props: Partial<PermissionTableProps<fixtures.Supplier>> = {},
) => (
  <PermissionTable<fixtures.Supplier>
    tableId={tableId}
    rowKey="id"
    columns={fixtures.supplierColumns}
    dataSource={fixtures.suppliers.slice(0, rows)}
    total={rows}
    {...props}
  />
);

describe('PermissionTable', () => {
  it('numbers rows across pages: page 2 of size 10 shows 11..20', () => {
    render(<stories.SecondPage />);
    expect(indexCells()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(headers()[0]).toBe('序号');
  });

  it('shows a column to a user whose codes are all listed', () => {
    render(<stories.AllowedPriceColumn />);
    expect(headers()).toContain('协议单价');
  });

  it('removes a denied column from the header (exclude mode)', () => {
    render(<stories.DeniedPriceColumn />);
    expect(headers()).not.toContain('协议单价');
    expect(headers()).toContain('供应商名称');
  });

  it('hides an include-mode column from a user holding a listed code', () => {
    render(<stories.IncludeModeHidden />);
    expect(headers()).not.toContain('黑名单原因');
    render(<stories.AllowedPriceColumn />);
    expect(headers()).toContain('黑名单原因');
  });

  it('adds the shown extension fields as columns with record.extension values', () => {
    render(<stories.ExtensionColumns />);
    expect(headers()).toContain('所属区域');
    expect(headers()).not.toContain('隐藏字段');
    expect(screen.getAllByText('华东').length).toBeGreaterThan(0);
  });

  it('hides a column from the column settings and remembers it per table', async () => {
    const { unmount } = render(<stories.AllowedPriceColumn />);
    await userEvent.click(screen.getByRole('button', { name: '列设置' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '等级' }));
    expect(headers()).not.toContain('等级');
    unmount();
    render(<stories.AllowedPriceColumn />);
    expect(headers()).not.toContain('等级');
  });

  it('offers batch actions for the selected rows', async () => {
    render(<stories.WithSearchAndBatch />);
    const [firstRow] = screen.getAllByRole('row').slice(1);
    await userEvent.click(within(firstRow as HTMLElement).getByRole('checkbox'));
    expect(screen.getByText('已选择 1 项')).toBeTruthy();
    expect(screen.getByRole('button', { name: '批量删除（1）' })).toBeTruthy();
  });

  it('sends the filled filters from the query bar, and none after 重置', async () => {
    const onSearch = vi.fn();
    render(
      fixtures.renderScenario({
        ...fixtures.WithSearchAndBatch,
        args: { ...fixtures.WithSearchAndBatch.args, onSearch },
      }),
    );
    await userEvent.type(screen.getByLabelText('供应商名称'), '  华东 ');
    await userEvent.click(screen.getByRole('button', { name: '搜 索' }));
    expect(onSearch).toHaveBeenLastCalledWith({ name: '华东' });
    await userEvent.click(screen.getByRole('button', { name: '重 置' }));
    expect(onSearch).toHaveBeenLastCalledWith({});
  });

  it('shows the empty state and the loading skeleton', () => {
    const { container, unmount } = render(<stories.Loading />);
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    unmount();
    render(
      <ConfigProvider locale={zhCN}>
        <stories.Empty />
      </ConfigProvider>,
    );
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  });

  it('a failed first load is 加载失败 with the reason and 重试, never 暂无数据', async () => {
    const onRetry = vi.fn();
    render(
      fixtures.renderScenario({
        ...fixtures.LoadFailed,
        args: { ...fixtures.LoadFailed.args, onRetry },
      }),
    );
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.getByText('服务器发生错误，请检查服务器')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a failed reload keeps the rows under a warning with 重试', () => {
    render(<stories.ReloadFailed />);
    expect(screen.getByText(/刷新失败：服务器发生错误/)).toBeTruthy();
    expect(screen.getByText('GYS-0001')).toBeTruthy();
  });

  it('numbers an unpaged list from 1 and shows no pager', () => {
    render(supplierTable('local', 3, { paginate: false }));
    expect(indexCells()).toEqual(['1', '2', '3']);
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('is as wide as its columns need, so none slides under a fixed column', () => {
    const { container } = render(
      <PermissionTable
        tableId="wide"
        rowKey="id"
        columns={[
          { key: 'code', title: '编码', dataIndex: 'code', width: 150 },
          { key: 'name', title: '名称', dataIndex: 'name' },
          { key: 'actions', title: '操作', fixed: 'right', width: 160, render: () => null },
        ]}
        dataSource={fixtures.suppliers.slice(0, 1)}
        total={1}
        pageNum={1}
        pageSize={10}
      />,
    );
    // 80 (序号) + 150 + 120 (a column without a width) + 160
    expect(container.querySelector('table')?.style.width).toBe('510px');
  });

  it('on a phone fixes no column: 序号 and 操作 scroll with the row, and the filters start folded', () => {
    const phone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) => ({ matches: query.includes('max-width'), media: query }) as MediaQueryList,
      );
    const table = (tableId: string) => (
      <PermissionTable
        tableId={tableId}
        rowKey="id"
        columns={[
          { key: 'name', title: '名称', dataIndex: 'name' },
          { key: 'actions', title: '操作', fixed: 'right', width: 160, render: () => null },
        ]}
        dataSource={fixtures.suppliers.slice(0, 1)}
        total={1}
        pageNum={1}
        pageSize={10}
        searchFields={[{ name: 'name', label: '名称' }]}
        onSearch={() => undefined}
      />
    );
    const { container, unmount } = render(table('phone'));
    expect(container.querySelectorAll('.ant-table-cell-fix')).toHaveLength(0);
    expect(screen.queryByLabelText('名称')).toBeNull();
    unmount();
    phone.mockRestore();
    const desktop = render(table('desktop'));
    expect(desktop.container.querySelectorAll('th.ant-table-cell-fix')).toHaveLength(2); // 序号 and 操作
  });

  it('cuts long text in plain columns and leaves rendered cells alone', () => {
    render(<stories.AllowedPriceColumn />);
    const cell = screen.getAllByText('华东电子元件有限公司')[0]?.closest('td');
    expect(cell?.className).toContain('ant-table-cell-ellipsis');
  });

  it('shows — where a row has no value (none or empty), the value where it has one, and leaves rendered cells alone', () => {
    type Batch = { id: string; batchNo: string; supplierName?: string | null; note: string };
    render(
      <PermissionTable<Batch>
        tableId="empty-cells"
        rowKey="id"
        columns={[
          { key: 'batchNo', title: '批次号', dataIndex: 'batchNo' },
          { key: 'supplierName', title: '供应商', dataIndex: 'supplierName' },
          { key: 'note', title: '备注', dataIndex: 'note', render: (note: string) => note },
        ]}
        dataSource={[
          { id: '1', batchNo: 'B-001', supplierName: '华东电子元件有限公司', note: '' },
          { id: '2', batchNo: 'B-002', supplierName: null, note: '' },
          { id: '3', batchNo: 'B-003', supplierName: '', note: '' },
          { id: '4', batchNo: 'B-004', note: '' },
        ]}
        total={4}
        paginate={false}
      />,
    );
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['1', 'B-001', '华东电子元件有限公司', ''],
      ['2', 'B-002', EMPTY_CELL_TEXT, ''],
      ['3', 'B-003', EMPTY_CELL_TEXT, ''],
      ['4', 'B-004', EMPTY_CELL_TEXT, ''],
    ]);
    expect(EMPTY_CELL_TEXT).toBe('—');
  });

  it('typing in the query bar renders no row again (the draft stays in the form)', async () => {
    const renderName = vi.fn((name: string) => name);
    render(
      <PermissionTable
        tableId="typing"
        rowKey="id"
        columns={[{ key: 'name', title: '供应商名称', dataIndex: 'name', render: renderName }]}
        dataSource={fixtures.suppliers.slice(0, 10)}
        total={10}
        pageNum={1}
        pageSize={10}
        searchFields={[{ name: 'name', label: '供应商名称' }]}
        onSearch={() => undefined}
      />,
    );
    const before = renderName.mock.calls.length;
    await userEvent.type(screen.getByLabelText('供应商名称'), '华东电子');
    expect(renderName.mock.calls.length).toBe(before);
  });

  it('keeps what is being typed when the page renders again with the same filters, and shows new ones', async () => {
    // A page builds its search fields and applied values afresh on each render (its rows arriving, say).
    const table = (rows: number, applied: Record<string, unknown>) => (
      <PermissionTable
        tableId="draft"
        rowKey="id"
        columns={fixtures.supplierColumns}
        dataSource={fixtures.suppliers.slice(0, rows)}
        total={rows}
        pageNum={1}
        pageSize={10}
        searchFields={[
          { name: 'name', label: '供应商名称' },
          { name: 'region', label: '所属区域' },
        ]}
        searchValues={{ ...applied }}
        onSearch={() => undefined}
      />
    );
    const { rerender } = render(table(2, { region: '华东' }));
    await userEvent.type(screen.getByLabelText('供应商名称'), '华东电子');
    rerender(table(4, { region: '华东' }));
    expect(screen.getByLabelText('供应商名称')).toHaveProperty('value', '华东电子');
    expect(screen.getByLabelText('所属区域')).toHaveProperty('value', '华东');

    rerender(table(4, { name: '华南' }));
    expect(screen.getByLabelText('供应商名称')).toHaveProperty('value', '华南');
    expect(screen.getByLabelText('所属区域')).toHaveProperty('value', '');
  });

  it('does not draw its filters again when only the rows change, nor when the page hands it new handlers', () => {
    const drawn = vi.fn(() => <Input />);
    const fields = [
      { name: 'name', label: '供应商名称' },
      { name: 'region', label: '所属区域', render: drawn },
    ];
    const applied = { region: '华东' };
    const onSearch = vi.fn();
    const table = (rows: number) =>
      supplierTable('filters-once', rows, {
        searchFields: fields,
        searchValues: applied,
        onSearch: (filters) => onSearch(rows, filters),
      });
    const { rerender } = render(table(2));
    const before = drawn.mock.calls.length;
    rerender(table(5));
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(drawn).toHaveBeenCalledTimes(before);
    // the handler it calls is the page's latest
    fireEvent.submit(screen.getByLabelText('供应商名称').closest('form') as HTMLFormElement);
    return waitFor(() => expect(onSearch).toHaveBeenCalledWith(5, { region: '华东' }));
  });

  it('draws its folded filters only after 展开, and 搜索 sends what was typed in one folded again', async () => {
    const drawn = vi.fn(() => <Input />);
    const onSearch = vi.fn();
    render(
      supplierTable('folded', 2, {
        searchFields: [
          { name: 'name', label: '供应商名称' },
          { name: 'code', label: '供应商编码' },
          { name: 'region', label: '所属区域' },
          { name: 'contact', label: '联系人', render: drawn },
        ],
        searchValues: { region: '华东' },
        onSearch,
      }),
    );
    expect(drawn).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('联系人')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^展\s?开$/ }));
    await userEvent.type(screen.getByLabelText('联系人'), '王');
    await userEvent.click(screen.getByRole('button', { name: /^收\s?起$/ }));
    expect(screen.queryByLabelText('联系人')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^搜\s?索$/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ region: '华东', contact: '王' }));
  });

  it('密度 and 列设置 open on demand and apply', async () => {
    const { container } = render(<stories.AllowedPriceColumn />);
    await userEvent.click(screen.getByRole('button', { name: '密度' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '紧凑' }));
    expect(container.querySelector('.ant-table-small')).not.toBeNull();
  });

  it('keeps its columns when only the data changes', () => {
    const columns = fixtures.supplierColumns;
    const { rerender } = render(
      <PermissionTable
        tableId="t"
        rowKey="id"
        columns={columns}
        dataSource={fixtures.suppliers.slice(0, 2)}
        total={2}
        pageNum={1}
        pageSize={10}
      />,
    );
    const before = screen.getAllByRole('columnheader')[1];
    rerender(
      <PermissionTable
        tableId="t"
        rowKey="id"
        columns={columns}
        dataSource={fixtures.suppliers.slice(2, 4)}
        total={2}
        pageNum={1}
        pageSize={10}
      />,
    );
    expect(screen.getAllByRole('columnheader')[1]).toBe(before);
  });

  it('a header clicked again before the list has drawn the order it asked for moves on from that order', async () => {
    const { onSortChange, redraw, header } = sortingTable(['code', 'name']);
    // the list has not drawn any order yet: each click moves on from the last one asked for
    await userEvent.click(header('供应商编码'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', order: 'asc' });
    await userEvent.click(header('供应商编码'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', order: 'desc' });
    await userEvent.click(header('供应商编码'));
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.click(header('供应商名称'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', order: 'asc' });
    // once an order is drawn, a click moves on from what is drawn
    redraw({ field: 'code', order: 'desc' });
    await userEvent.click(header('供应商编码'));
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
  });

  it('a column the list sorts by sorts by its key: header clicks report asc, desc, then none; the order shows on it only', async () => {
    const { onSortChange, redraw, header } = sortingTable(['code']);
    expect(header('供应商名称').querySelector('.ant-table-column-sorters')).toBeNull();
    await userEvent.click(header('供应商编码'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', order: 'asc' });
    redraw({ field: 'code', order: 'asc' });
    expect(header('供应商编码').getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(header('供应商编码'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', order: 'desc' });
    redraw({ field: 'code', order: 'desc' });
    expect(header('供应商编码').getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(header('供应商编码'));
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
    redraw({ field: 'name', order: 'asc' });
    expect(header('供应商编码').getAttribute('aria-sort')).toBeNull();
    expect(header('供应商名称').getAttribute('aria-sort')).toBeNull();
  });

  it('a pager clicked again before the list has drawn the page it asked for moves on from that page', async () => {
    const onPageChange = vi.fn();
    const table = (pageNum: number) => (
      <PermissionTable<fixtures.Supplier>
        tableId="paging"
        rowKey="id"
        columns={[{ key: 'code', title: '供应商编码', dataIndex: 'code' }]}
        dataSource={fixtures.suppliers.slice((pageNum - 1) * 10, pageNum * 10)}
        total={fixtures.suppliers.length}
        pageNum={pageNum}
        pageSize={10}
        onPageChange={onPageChange}
      />
    );
    const { rerender, container } = render(table(1));
    const next = () => container.querySelector('.ant-pagination-next') as HTMLElement;
    const current = () => container.querySelector('.ant-pagination-item-active')?.textContent;
    // the list draws page 1 still: the pager shows the page asked for, and the next click goes on from it
    await userEvent.click(next());
    expect(onPageChange).toHaveBeenLastCalledWith(2, 10);
    expect(current()).toBe('2');
    await userEvent.click(next());
    expect(onPageChange).toHaveBeenLastCalledWith(3, 10);
    expect(current()).toBe('3');
    expect(indexCells()[0]).toBe('1');
    // the list draws page 3, then steps back to page 1 by itself: the pager shows what is drawn
    rerender(table(3));
    expect(current()).toBe('3');
    expect(indexCells()[0]).toBe('21');
    rerender(table(1));
    expect(current()).toBe('1');
    await userEvent.click(next());
    expect(onPageChange).toHaveBeenLastCalledWith(2, 10);
  });
});
