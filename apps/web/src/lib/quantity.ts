import { EMPTY_CELL_TEXT } from '@backoffice/ui-kit';

// One formatter for the page: toLocaleString with options builds a new one per call, which a list of quantities
// paid on every cell of every render (about 90 ms of a list's first render on a phone-class CPU, issue 26).
const QUANTITY_FORMAT = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 3 });

/** Up to 3 decimals (KG and the like), no trailing zeros, thousands grouped: 20,000 · 3.5 · 0.125. */
export function formatQuantity(quantity: number): string {
  return QUANTITY_FORMAT.format(quantity);
}

/**
 * A table column of a quantity, as every screen shows one: right-aligned and formatted by formatQuantity (a
 * project's 可用库存 read 20000 where 库存查询 read 20,000), — where there is none.
 */
export function quantityColumn<Key extends string>(
  key: Key,
  title: string,
  width?: number,
  dataIndex: string = key,
) {
  return {
    key,
    title,
    dataIndex,
    width,
    align: 'right' as const,
    render: (value: number | null | undefined) => (value == null ? EMPTY_CELL_TEXT : formatQuantity(value)),
  };
}
