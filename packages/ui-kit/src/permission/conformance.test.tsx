// The shared conformance list (refine's ui-tests): every permission-aware component must pass the same checks
// of spec §6 — a column denied by operation codes is absent, DYNAMIC_EXTENSION never hides one, and a column
// that lists no codes is always shown.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { PermissionColumn } from '../permission-table/columns';
import { PermissionTable } from '../permission-table/permission-table';
import { TreeTable } from '../tree-table/tree-table';
import { PermissionProvider } from './permission-context';

type Row = { id: string; parentId: string; name: string; cost: number };
const rows: Row[] = [{ id: 'a', parentId: '0', name: '电阻 10kΩ', cost: 0.02 }];
const columns: PermissionColumn<Row>[] = [
  { key: 'name', title: '名称', dataIndex: 'name' },
  { key: 'cost', title: '成本价', dataIndex: 'cost', authCodes: ['material:cost:view'] },
];

const components: [string, () => ReactElement][] = [
  [
    'PermissionTable',
    () => (
      <PermissionTable
        tableId="c1"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        total={1}
        pageNum={1}
        pageSize={10}
      />
    ),
  ],
  ['TreeTable', () => <TreeTable tableId="c2" rowKey="id" columns={columns} items={rows} />],
];

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe.each(components)('%s conforms to spec §6', (_, element) => {
  it('hides a column from a user holding a code it does not list', () => {
    render(
      <PermissionProvider codes={['material:cost:view', 'material:delete']}>{element()}</PermissionProvider>,
    );
    expect(headers()).not.toContain('成本价');
  });
  it('shows it to a user whose codes are all listed, DYNAMIC_EXTENSION ignored', () => {
    render(
      <PermissionProvider codes={['material:cost:view', 'DYNAMIC_EXTENSION']}>
        {element()}
      </PermissionProvider>,
    );
    expect(headers()).toContain('成本价');
  });
  it('always shows a column that lists no codes', () => {
    render(<PermissionProvider codes={['anything:else']}>{element()}</PermissionProvider>);
    expect(headers()).toContain('名称');
  });
});
