import { ApiHttpError } from '@backoffice/sdk';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../test/render-with-query';
import { BomImportDialog } from './BomImportDialog';

const server = vi.hoisted(() => ({ failing: false, sent: [] as unknown[] }));
const BOMS = Array.from({ length: 100 }, (_, i) => ({
  id: `b${i + 1}`,
  parentMaterialCode: `FG-${String(i + 1).padStart(4, '0')}`,
  parentMaterialName: '智能控制柜',
  version: 'V1.0',
  status: 'EFFECTIVE',
  isDefault: true,
}));
vi.mock('../../lib/api', () => ({
  api: {
    POST: async (path: string, init: { body: unknown }) => {
      if (path !== '/api/material/bom/getPage') throw new Error(`unexpected ${path}`);
      server.sent.push(init.body);
      // a 404 is not retried: a failure shows at once
      if (server.failing) throw new ApiHttpError(404);
      return { list: BOMS, total: 120, pageNum: 1, pageSize: 100 };
    },
  },
}));

beforeEach(() => {
  server.failing = false;
  server.sent = [];
});

const renderDialog = () =>
  renderWithQuery(<BomImportDialog projectId="p1" onClose={() => {}} onImported={() => {}} />);
const previewButton = () => screen.getByRole('button', { name: /预\s?览/ }) as HTMLButtonElement;

/** issue 23: the BOM select over the first page says how many it offers, and a failure is said with 重试. */
describe('从BOM导入: the BOMs to choose from', () => {
  it('asks the server for the effective default BOMs and says 显示前 100 条，共 120 条', async () => {
    renderDialog();
    expect(await screen.findByText('显示前 100 条，共 120 条')).toBeTruthy();
    expect(server.sent[0]).toMatchObject({ pageNum: 1, pageSize: 100, isDefault: true, status: 'EFFECTIVE' });
    expect(previewButton().disabled).toBe(false);
  });

  it('a failed load says BOM加载失败 with 重试 and 预览 waits; 重试 brings the BOMs', async () => {
    server.failing = true;
    renderDialog();
    expect(await screen.findByText('BOM加载失败，暂不能导入')).toBeTruthy();
    expect(previewButton().disabled).toBe(true);
    server.failing = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(previewButton().disabled).toBe(false));
    expect(screen.getByText('显示前 100 条，共 120 条')).toBeTruthy();
  });
});
