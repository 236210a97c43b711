import type { Schema } from '@backoffice/sdk';
import Table from 'antd/es/table';
import { displayMoney } from '../../lib/money';
import { quantityColumn } from '../../lib/quantity';
import { requestTotals } from './amounts';
import { LineTotalsRow } from './LineTotalsRow';
import { materialColumns } from './material-line-cells';
import { ScrollRegion } from './ScrollRegion';

type Line = Schema<'PurchaseRequestLine'>;

const COLUMNS = [
  ...materialColumns<Line>({ material: 190, spec: 180, unit: 64 }),
  quantityColumn('quantity', '申请数量', 90),
  quantityColumn('orderedQuantity', '已下单', 80),
  { key: 'needDate', title: '需求日期', dataIndex: 'needDate', width: 100 },
  {
    key: 'estimatedPrice',
    title: '预估单价',
    width: 100,
    align: 'right' as const,
    render: (_: unknown, line: Line) => displayMoney(line.estimatedPrice),
  },
  {
    key: 'estimatedAmount',
    title: '预估金额',
    width: 110,
    align: 'right' as const,
    render: (_: unknown, line: Line) => displayMoney(line.estimatedAmount),
  },
  { key: 'supplier', title: '建议供应商', dataIndex: 'suggestedSupplierName', width: 170, ellipsis: true },
  { key: 'purpose', title: '用途', dataIndex: 'purpose', width: 120, ellipsis: true },
];

/** A request's lines, read only, with the 合计 row (数量 and 预估金额). */
export function RequestLinesTable({ lines }: { lines: readonly Line[] }) {
  const totals = requestTotals(lines);
  return (
    <ScrollRegion label="申请明细" minWidth={1200}>
      <Table<Line>
        rowKey="id"
        size="small"
        pagination={false}
        columns={COLUMNS}
        dataSource={[...lines]}
        summary={() => (
          <LineTotalsRow
            cells={[
              { total: totals.quantity },
              { span: 3 },
              { total: displayMoney(totals.amount) },
              { span: 2 },
            ]}
          />
        )}
      />
    </ScrollRegion>
  );
}
