import { PermissionProvider } from '@backoffice/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { cachedScreens, STOCK_SCREENS } from './cached-stock-screens';
import type { WarehouseDoc } from './DocColumns';
import { DOC_CODES, useDocActions } from './doc-actions';

const PENDING_AUDIT = {
  id: 'd1',
  docNo: 'RKD-20261126-001',
  status: 'PENDING_AUDIT',
  docType: 'IN',
  businessType: 'PURCHASE_IN',
  doneQuantity: 0,
} as WarehouseDoc;

describe('a document’s action in 单据管理 (审核 here)', () => {
  it('refreshes every screen that shows stock or documents, as an execution does (the queues, 库存查询 …)', async () => {
    vi.spyOn(api, 'PUT').mockResolvedValue(null as never);
    const { client, stale } = cachedScreens();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PermissionProvider codes={[DOC_CODES.audit]}>{children}</PermissionProvider>
        </MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useDocActions({ printDoc: () => {} }), { wrapper });
    const audit = result.current.actionsOf(PENDING_AUDIT).find((action) => action.key === 'audit');
    await act(async () => {
      await audit?.onClick?.();
    });
    expect(api.PUT).toHaveBeenCalledWith('/api/warehouse/doc/audit', { body: { ids: ['d1'] } });
    expect(stale()).toEqual(STOCK_SCREENS);
    expect(stale()).not.toContain('部门');
  });
});
