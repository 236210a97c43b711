import Table from 'antd/es/table';
import type { ReactNode } from 'react';
import { displayMoney } from '../../lib/money';

/** One cell of a 合计 row after its label: a column's total, or empty columns it spans. */
export type LineTotalCell = { total: ReactNode } | { span: number };

/** How many columns 合计 spans: the material's copy (物料, 规格型号, 单位) that every purchase line table opens with. */
const LABEL_SPAN = 3;

/**
 * The 合计 row of a purchase line table, editable or read only: 合计 under the material's columns, then each
 * total right-aligned under its column, empty cells spanning the columns that have none.
 */
export function LineTotalsRow({ cells }: { cells: readonly LineTotalCell[] }) {
  let index = LABEL_SPAN;
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={LABEL_SPAN}>
        合计
      </Table.Summary.Cell>
      {cells.map((cell) => {
        const at = index;
        if ('span' in cell) {
          index += cell.span;
          return <Table.Summary.Cell key={at} index={at} colSpan={cell.span} />;
        }
        index += 1;
        return (
          <Table.Summary.Cell key={at} index={at} align="right">
            {cell.total}
          </Table.Summary.Cell>
        );
      })}
    </Table.Summary.Row>
  );
}

type Amount = Parameters<typeof displayMoney>[0];

/**
 * An order's 合计 cells, in the editor and the read-only table alike: 数量, blanks under 单价 and 税率, then
 * 金额 / 税额 / 含税金额, and `trailing` blank columns after them.
 */
export const orderTotalCells = (
  totals: { quantity: number; amount: Amount; tax: Amount; withTax: Amount },
  trailing: number,
): LineTotalCell[] => [
  { total: totals.quantity },
  { span: 2 },
  { total: displayMoney(totals.amount) },
  { total: displayMoney(totals.tax) },
  { total: displayMoney(totals.withTax) },
  { span: trailing },
];
