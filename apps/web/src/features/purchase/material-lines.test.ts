import { describe, expect, it } from 'vitest';
import type { Material } from '../../lib/pickers';
import { orderLineOf, requestLineOf } from './material-lines';

const EL_0003 = {
  id: 'dd2ee150d2844277b89c1af40ce8fcc9',
  code: 'EL-0003',
  name: '主控芯片',
  spec: 'STM32F407VGT6 LQFP100',
  unit: 'PCS',
  costPrice: 38.5,
} as Material;

describe('a picked material as a line', () => {
  it('of a request: its copy, a new key, the need date, the reference cost as estimate', () => {
    const line = requestLineOf(EL_0003, '2026-12-20');
    expect(line).toMatchObject({
      materialId: EL_0003.id,
      materialCode: 'EL-0003',
      materialName: '主控芯片',
      spec: 'STM32F407VGT6 LQFP100',
      unit: 'PCS',
      needDate: '2026-12-20',
      estimatedPrice: '38.50',
    });
    expect(line.key).toMatch(/^[0-9a-f]{32}$/);
    expect(line.quantity).toBeUndefined();
  });
  it('of an order: 13 % VAT and the reference cost as price; none without a cost', () => {
    expect(orderLineOf(EL_0003, null)).toMatchObject({ unitPrice: '38.50', taxRate: 13, deliveryDate: null });
    expect(orderLineOf({ ...EL_0003, costPrice: null }, '2026-12-05').unitPrice).toBeUndefined();
  });
});
