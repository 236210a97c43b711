import { ApiHttpError } from '@backoffice/sdk';
import { PermissionProvider } from '@backoffice/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Material } from '../../lib/pickers';
import { MaterialDetailDrawer } from './MaterialDetailDrawer';

const server = vi.hoisted(() => ({ failing: new Set<string>() }));
const STOCK = Array.from({ length: 120 }, (_, i) => ({
  id: `s${i + 1}`,
  warehouseName: '原材料仓',
  locationCode: `WH01-A-${String(i + 1).padStart(3, '0')}`,
  batchNo: null,
  quantity: 10,
}));
vi.mock('../../lib/api', () => ({
  api: {
    POST: async (path: string) => {
      // a 404 is not retried: a failure shows at once
      if (server.failing.has(path)) throw new ApiHttpError(404);
      if (path === '/api/material/material/stock') return STOCK;
      if (path === '/api/material/bom/getPage') return { list: [], total: 0, pageNum: 1, pageSize: 10 };
      return [];
    },
    GET: async () => [],
  },
}));

const MATERIAL = {
  id: 'dd2ee150d2844277b89c1af40ce8fcc9',
  code: 'EL-0003',
  name: '主控芯片',
  spec: null,
  categoryId: 'c1',
  categoryName: '电子元器件',
  type: 'RAW',
  unit: 'PCS',
  tags: [],
  attributes: {},
  extension: {},
} as unknown as Material;

function renderDrawer() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PermissionProvider codes={[]}>
        <MaterialDetailDrawer material={MATERIAL} onClose={() => {}} />
      </PermissionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => server.failing.clear());

/** issue 23: a drawer's sub-list pages its rows (never cut at a fixed count) and says when it failed, with 重试. */
describe('物料详情: its 库存 tab', () => {
  it('pages 120 stock rows inside the tab: 共 120 条, the last one on page 12', async () => {
    renderDrawer();
    await userEvent.click(screen.getByRole('tab', { name: '库存' }));
    const tab = screen.getByRole('tabpanel', { name: '库存' });
    expect(await within(tab).findByText('WH01-A-001')).toBeTruthy();
    expect(within(tab).getByText('共 120 条')).toBeTruthy();
    expect(within(tab).queryByText('WH01-A-011')).toBeNull();
    await userEvent.click(within(tab).getByTitle('12'));
    expect(await within(tab).findByText('WH01-A-120')).toBeTruthy();
  });

  it('a failed load is 加载失败 with 重试 (never 没有库存), and 重试 brings the rows', async () => {
    server.failing.add('/api/material/material/stock');
    renderDrawer();
    await userEvent.click(screen.getByRole('tab', { name: '库存' }));
    const tab = screen.getByRole('tabpanel', { name: '库存' });
    expect(await within(tab).findByText('加载失败')).toBeTruthy();
    expect(within(tab).queryByText('没有库存')).toBeNull();
    server.failing.clear();
    await userEvent.click(within(tab).getByRole('button', { name: /重\s?试/ }));
    expect(await within(tab).findByText('WH01-A-001')).toBeTruthy();
  });
});
