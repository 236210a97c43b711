import { initialListParams, listParamsFromSearch } from '@backoffice/ui-kit';
import { describe, expect, it } from 'vitest';
import { cachedScreens, STOCK_SCREENS } from './cached-stock-screens';
import { afterStockMovement, ledgerPath } from './warehouse-queries';

describe('after 入库执行 / 出库执行', () => {
  it('every screen that shows stock, the ledger or the documents fetches again; the others keep their cache', async () => {
    const { client, stale } = cachedScreens();
    expect(stale()).toEqual([]);
    await afterStockMovement(client);
    expect(stale()).toEqual(STOCK_SCREENS);
    expect(stale()).not.toContain('部门');
  });
});

describe('查看出入库记录 of a document', () => {
  it('opens 出入库记录 filtered by the document number, in the URL the list reads', () => {
    const [path, search] = ledgerPath({ docNo: 'RKD-20261122-002' }).split('?');
    expect(path).toBe('/warehouse/record');
    const read = listParamsFromSearch(new URLSearchParams(search), initialListParams());
    expect(read).toEqual({ ...initialListParams(), filters: { docNo: 'RKD-20261122-002' } });
  });
});
