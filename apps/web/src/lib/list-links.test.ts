import { initialListParams, listParamsFromSearch } from '@backoffice/ui-kit';
import { describe, expect, it } from 'vitest';
import { listPathWith } from './list-links';

describe('listPathWith', () => {
  it('writes the filters as the list reads them back', () => {
    const path = listPathWith('warehouseDoc', { docType: 'IN', status: 'PENDING_EXECUTION', empty: '' });
    const [screen, query] = path.split('?');
    expect(screen).toBe('/warehouse/doc');
    expect(listParamsFromSearch(new URLSearchParams(query), initialListParams()).filters).toEqual({
      docType: 'IN',
      status: 'PENDING_EXECUTION',
    });
  });

  it('is the bare path without filters', () => {
    expect(listPathWith('warehouseInventory', {})).toBe('/warehouse/inventory');
  });
});
