import { ApiHttpError } from '@backoffice/sdk';
import { PermissionProvider } from '@backoffice/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOM_VERSIONS_SHOWN, CompareDialog } from './BomDialogs';

const PARENT = 'p-ctrl';
const bom = (id: string, version: string) => ({
  id,
  bomNo: `BOM-CTRL-${version}`,
  parentMaterialId: PARENT,
  parentMaterialCode: 'FG-0001',
  parentMaterialName: '控制柜',
  version,
});
const line = (materialId: string, quantity: number) => ({
  id: `${materialId}-${quantity}`,
  materialId,
  materialCode: materialId.toUpperCase(),
  materialName: `物料${materialId}`,
  quantity,
  lossRate: 0,
  sort: 1,
});
/** What the server holds: three versions of the parent (V1.0 is not on the BOM list's page the user saw). */
const server = vi.hoisted(() => ({
  versionsFail: false,
  pageRequests: [] as unknown[],
  versions: [] as unknown[],
}));
vi.mock('../../lib/api', () => ({
  api: {
    POST: async (path: string, options: { body: { bomId?: string } }) => {
      if (path === '/api/material/bom/getPage') {
        server.pageRequests.push(options.body);
        // a 404 is not retried: a failure shows at once
        if (server.versionsFail) throw new ApiHttpError(404);
        return {
          list: server.versions,
          total: server.versions.length,
          pageNum: 1,
          pageSize: BOM_VERSIONS_SHOWN,
        };
      }
      if (path === '/api/material/bom/lines')
        return options.body.bomId === 'v3' ? [line('a', 2), line('b', 1)] : [line('a', 1)];
      return [];
    },
  },
}));

const V3 = bom('v3', 'V3.0');

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PermissionProvider codes={[]}>
        <CompareDialog first={V3 as never} onClose={() => {}} />
      </PermissionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  server.versionsFail = false;
  server.pageRequests = [];
  server.versions = [V3, bom('v2', 'V2.0'), bom('v1', 'V1.0'), bom('other', 'V9.0')].map((b, i) =>
    i === 3 ? { ...b, parentMaterialId: 'someone-else' } : b,
  );
});

describe('版本对比 (issue 23: the versions come from the server, not the list page on screen)', () => {
  it("asks for every version of the parent, newest first, and offers them (not another parent's)", async () => {
    renderDialog();
    const table = await screen.findByRole('table', { name: '对比结果' });
    expect(await within(table).findByText('用量变化')).toBeTruthy();
    expect(within(table).getByText('删除')).toBeTruthy();
    expect(server.pageRequests).toEqual([
      {
        pageNum: 1,
        pageSize: BOM_VERSIONS_SHOWN,
        parentMaterialId: PARENT,
        sortField: 'version',
        sortOrder: 'desc',
      },
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: '对比版本二' }));
    await screen.findByRole('listbox');
    // what the dropdown lists, as the user reads it (each option's title is its label)
    const dropdown = document.querySelector('.ant-select-dropdown') as HTMLElement;
    const offered = within(dropdown)
      .getAllByTitle(/BOM-CTRL/)
      .map((option) => option.getAttribute('title'));
    expect(offered).toEqual(['V3.0（BOM-CTRL-V3.0）', 'V2.0（BOM-CTRL-V2.0）', 'V1.0（BOM-CTRL-V1.0）']);
  });

  it('a failed version list is 加载失败 with 重试 (never "only one version"), and 重试 brings the comparison', async () => {
    server.versionsFail = true;
    renderDialog();
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.queryByText('这个物料只有一个版本')).toBeNull();
    server.versionsFail = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('用量变化')).toBeTruthy();
  });

  it('a material with one version says so once its versions are in', async () => {
    server.versions = [V3];
    renderDialog();
    expect(await screen.findByText('这个物料只有一个版本')).toBeTruthy();
  });
});
