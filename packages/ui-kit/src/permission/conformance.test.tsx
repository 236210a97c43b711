// The shared conformance list (refine's ui-tests): every permission-aware component of the ui-kit goes through
// the same cases of spec §6 — code held, code missing, no code given — and must be enabled, disabled with the
// reason as its tooltip, or hidden where the component hides. Columns go through the column rule.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { PermissionColumn } from '../permission-table/columns';
import { PermissionTable } from '../permission-table/permission-table';
import { TreeTable } from '../tree-table/tree-table';
import { PermissionProvider } from './permission-context';
import { BatchDeleteButton, ConfirmButton, ExportButton, PermittedButton } from './permitted-button';
import { RowActions } from './row-actions';
import { StatusSwitch } from './status-switch';

const CODE = 'system:user:remove';
const REASON = `没有权限（${CODE}）`;

/** A gated component, rendered with or without a code, and how a person finds its control. */
interface GatedCase {
  name: string;
  element: (code: string | undefined) => ReactElement;
  control: () => HTMLElement;
}

const gated: GatedCase[] = [
  {
    name: 'PermittedButton',
    element: (code) => <PermittedButton code={code}>新增</PermittedButton>,
    control: () => screen.getByRole('button', { name: '新 增' }),
  },
  {
    name: 'ConfirmButton',
    element: (code) => (
      <ConfirmButton code={code} confirm="确认删除？" onConfirm={() => undefined}>
        删除
      </ConfirmButton>
    ),
    control: () => screen.getByRole('button', { name: '删 除' }),
  },
  {
    name: 'BatchDeleteButton',
    element: (code) => <BatchDeleteButton code={code} count={2} what="用户" onConfirm={() => undefined} />,
    control: () => screen.getByRole('button', { name: '批量删除' }),
  },
  {
    name: 'ExportButton',
    element: (code) => <ExportButton code={code} onExport={async () => undefined} />,
    control: () => screen.getByRole('button', { name: '导 出' }),
  },
  {
    name: 'ExportButton (formats)',
    element: (code) => (
      <ExportButton code={code} formats={[{ key: 'FLAT', label: '单层' }]} onExport={async () => undefined} />
    ),
    control: () => screen.getByRole('button', { name: '导 出' }),
  },
  {
    name: 'StatusSwitch',
    element: (code) => (
      <StatusSwitch code={code} enabled name="张伟" what="用户" onToggle={() => undefined} />
    ),
    control: () => screen.getByRole('switch', { name: '启用张伟' }),
  },
  {
    name: 'RowActions (shown)',
    element: (code) => (
      <RowActions actions={[{ key: 'remove', label: '删除', code, onClick: () => undefined }]} />
    ),
    control: () => screen.getByRole('button', { name: '删除' }),
  },
];

const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

async function tooltipOf(element: HTMLElement): Promise<string | null | undefined> {
  // antd wraps a disabled control so that hovering its wrapper still opens the tooltip
  await userEvent.hover(element.parentElement ?? element);
  await userEvent.hover(element);
  return (await screen.findByRole('tooltip')).textContent;
}

describe.each(gated)('$name conforms to spec §6', ({ element, control }) => {
  it('is enabled for a user holding its code', () => {
    render(<PermissionProvider codes={[CODE]}>{element(CODE)}</PermissionProvider>);
    expect(isDisabled(control())).toBe(false);
  });

  it('is disabled, saying which code is missing, for a user without it', async () => {
    render(<PermissionProvider codes={['system:user:add']}>{element(CODE)}</PermissionProvider>);
    expect(isDisabled(control())).toBe(true);
    expect(await tooltipOf(control())).toBe(REASON);
  });

  it('is enabled when it needs no code, whatever the user holds', () => {
    render(<PermissionProvider codes={[]}>{element(undefined)}</PermissionProvider>);
    expect(isDisabled(control())).toBe(false);
  });

  it('is denied outside any provider (nothing is open by accident)', () => {
    render(element(CODE));
    expect(isDisabled(control())).toBe(true);
  });
});

describe('components that hide', () => {
  it('PermittedButton with hideIfDenied renders nothing without its code, the button with it', () => {
    const { rerender } = render(
      <PermissionProvider codes={[]}>
        <PermittedButton code={CODE} hideIfDenied>
          新增下级
        </PermittedButton>
      </PermissionProvider>,
    );
    expect(screen.queryByRole('button', { name: '新增下级' })).toBeNull();
    rerender(
      <PermissionProvider codes={[CODE]}>
        <PermittedButton code={CODE} hideIfDenied>
          新增下级
        </PermittedButton>
      </PermissionProvider>,
    );
    expect(screen.getByRole('button', { name: '新增下级' })).toBeTruthy();
  });

  it('RowActions leaves out an action hidden for the row', () => {
    render(
      <PermissionProvider codes={[CODE]}>
        <RowActions
          actions={[
            { key: 'edit', label: '修改', onClick: () => undefined },
            { key: 'child', label: '新增下级', hidden: true, onClick: () => undefined },
          ]}
        />
      </PermissionProvider>,
    );
    expect(screen.queryByRole('button', { name: '新增下级' })).toBeNull();
  });
});

describe('RowActions under 更多', () => {
  const actions = (code: string | undefined) => [
    { key: 'edit', label: '修改', onClick: () => undefined },
    { key: 'reset', label: '重置密码', onClick: () => undefined },
    { key: 'roles', label: '分配角色', onClick: () => undefined },
    { key: 'remove', label: '删除', code, confirm: '确认删除？', onClick: () => undefined },
  ];

  it('shows two actions and puts the rest under 更多', async () => {
    render(<PermissionProvider codes={[CODE]}>{<RowActions actions={actions(CODE)} />}</PermissionProvider>);
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '修改',
      '重置密码',
      '更多',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /更多/ }));
    expect(await screen.findByRole('menuitem', { name: '删除' })).toBeTruthy();
  });

  it('disables a denied action in the menu and says why', async () => {
    render(
      <PermissionProvider codes={[]}>
        <RowActions actions={actions(CODE)} />
      </PermissionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /更多/ }));
    const item = await screen.findByRole('menuitem', { name: '删除' });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    await userEvent.hover(screen.getByText('删除'));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe(REASON));
  });

  it('opens from the keyboard, the focus staying on 更多', async () => {
    render(
      <PermissionProvider codes={[CODE]}>
        <RowActions actions={actions(CODE)} />
      </PermissionProvider>,
    );
    screen.getByRole('button', { name: /更多/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: '分配角色' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /更多/ }));
  });

  it('asks first for a menu action with confirm', async () => {
    render(
      <PermissionProvider codes={[CODE]}>
        <RowActions actions={actions(CODE)} />
      </PermissionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
    expect(await screen.findByText('确认删除？')).toBeTruthy();
  });
});

// Columns: a column denied by operation codes is absent, DYNAMIC_EXTENSION never hides one, and a column that
// lists no codes is always shown.
type Row = { id: string; parentId: string; name: string; cost: number };
const rows: Row[] = [{ id: 'a', parentId: '0', name: '电阻 10kΩ', cost: 0.02 }];
const columns: PermissionColumn<Row>[] = [
  { key: 'name', title: '名称', dataIndex: 'name' },
  { key: 'cost', title: '成本价', dataIndex: 'cost', authCodes: ['material:cost:view'] },
];

const tables: [string, () => ReactElement][] = [
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

describe.each(tables)('%s columns conform to spec §6', (_, element) => {
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
