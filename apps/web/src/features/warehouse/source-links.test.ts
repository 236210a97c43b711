import { describe, expect, it } from 'vitest';
import { docLinkPath } from './source-links';

describe('docLinkPath', () => {
  it.each([
    ['WAREHOUSE_DOC', '/warehouse/doc?detail=0e902d8c874b4832899b9335aca14f21'],
    ['PURCHASE_ORDER', '/purchase/order?detail=0e902d8c874b4832899b9335aca14f21'],
    ['PROJECT', '/project/execution/material?projectId=0e902d8c874b4832899b9335aca14f21'],
  ] as const)('opens a %s on its own screen', (kind, path) => {
    expect(docLinkPath({ kind, id: '0e902d8c874b4832899b9335aca14f21' })).toBe(path);
  });
});
