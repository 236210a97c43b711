import { render, screen, waitFor } from '@testing-library/react';
import type { MenuProps } from 'antd/es/menu';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TITLE, SideMenu } from './SideMenu';

const ITEMS: NonNullable<MenuProps['items']> = [
  { key: '/purchase', label: '采购管理', children: [{ key: '/purchase/order', label: '采购订单' }] },
  { key: '/warehouse', label: '仓库管理', children: [{ key: '/warehouse/inventory', label: '库存查询' }] },
];

/** What each commit of the layout put on the page: the screen's content, the menu's title and its entries. */
function renderLayout() {
  const commits: { screen: boolean; title: boolean; entries: string[] }[] = [];
  const record = () =>
    commits.push({
      screen: screen.queryByText('采购订单列表') !== null,
      title: screen.queryByText(PRODUCT_TITLE.full) !== null,
      entries: screen.queryAllByRole('menuitem').map((entry) => entry.textContent ?? ''),
    });
  const layout = (shown: typeof ITEMS) => (
    <Profiler id="layout" onRender={record}>
      <SideMenu
        items={shown}
        selectedKey="/purchase/order"
        openKeys={['/purchase']}
        collapsed={false}
        mode="light"
        onNavigate={() => {}}
      />
      <main>采购订单列表</main>
    </Profiler>
  );
  const view = render(layout(ITEMS));
  return { commits, rerender: (next: typeof ITEMS) => view.rerender(layout(next)) };
}

describe('SideMenu on a deep link', () => {
  it('is drawn with the screen without its entries, which follow in a render of their own', async () => {
    const { commits } = renderLayout();
    expect(commits[0]).toEqual({ screen: true, title: true, entries: [] });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '采购订单' })).toBeTruthy());
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      '采购管理',
      '采购订单',
      '仓库管理',
    ]);
    // the screen was never taken off the page for the menu
    expect(commits.every((commit) => commit.screen)).toBe(true);
  });

  it('keeps its entries while new ones are drawn (permissions read again), never an empty menu', async () => {
    const { commits, rerender } = renderLayout();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '采购订单' })).toBeTruthy());
    const shownFrom = commits.length;
    rerender(ITEMS.slice(0, 1));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: '仓库管理' })).toBeNull());
    expect(commits.slice(shownFrom).every((commit) => commit.entries.includes('采购订单'))).toBe(true);
  });
});
