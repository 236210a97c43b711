import { describe, expect, it } from 'vitest';
import { formatQuantity, quantityColumn } from './quantity';

describe('quantities', () => {
  it('keep up to three decimals and group thousands', () => {
    expect(formatQuantity(41295.5)).toBe('41,295.5');
    expect(formatQuantity(0.1254)).toBe('0.125');
    expect(formatQuantity(20000)).toBe('20,000');
  });

  it('show in a right-aligned column, — where there is none', () => {
    const column = quantityColumn('availableStock', '可用库存', 80);
    expect(column).toMatchObject({ key: 'availableStock', dataIndex: 'availableStock', align: 'right' });
    expect(column.render(1436)).toBe('1,436');
    expect(column.render(null)).toBe('—');
    expect(quantityColumn('received', '已入库', 80, 'receivedQuantity').dataIndex).toBe('receivedQuantity');
  });
});
