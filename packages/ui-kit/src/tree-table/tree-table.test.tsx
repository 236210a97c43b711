import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TreeTable, treeSelectOptions } from './tree-table';

const departments = [
  { id: 'd1', parentId: '0', name: '总公司' },
  { id: 'd2', parentId: 'd1', name: '研发部' },
  { id: 'd3', parentId: 'd2', name: '前端组' },
  { id: 'd4', parentId: 'd1', name: '采购部' },
];

function renderTree() {
  render(
    <TreeTable
      tableId="departments"
      rowKey="id"
      items={departments}
      columns={[{ key: 'name', title: '部门名称', dataIndex: 'name' }]}
      searchFields={[{ name: 'name', label: '部门名称' }]}
    />,
  );
}

describe('TreeTable', () => {
  it('shows the roots collapsed, and every level after 展开全部', async () => {
    renderTree();
    expect(screen.getByText('总公司')).toBeTruthy();
    expect(screen.queryByText('前端组')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(screen.getByText('前端组')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '折叠全部' }));
    expect(screen.queryByText('研发部')).toBeNull();
  });

  it('filters on the client and keeps the path to each match open', async () => {
    renderTree();
    await userEvent.type(screen.getByLabelText('部门名称'), ' 前端 ');
    await userEvent.click(screen.getByRole('button', { name: '搜 索' }));
    expect(screen.getByText('前端组')).toBeTruthy();
    expect(screen.getByText('研发部')).toBeTruthy();
    expect(screen.queryByText('采购部')).toBeNull();
  });
});

describe('treeSelectOptions', () => {
  it('nests options by parent', () => {
    expect(treeSelectOptions(departments, (d) => d.name)).toEqual([
      {
        value: 'd1',
        title: '总公司',
        children: [
          { value: 'd2', title: '研发部', children: [{ value: 'd3', title: '前端组' }] },
          { value: 'd4', title: '采购部' },
        ],
      },
    ]);
  });
});
