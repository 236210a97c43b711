import type { Schema } from '@backoffice/sdk';
import Table from 'antd/es/table';
import { displayMoney } from '../../lib/money';
import { quantityColumn } from '../../lib/quantity';
import { LineTotalsRow, orderTotalCells } from './LineTotalsRow';
import { materialColumns } from './material-line-cells';
import type { PurchaseOrder } from './order-rules';
import { ScrollRegion } from './ScrollRegion';

type Line = Schema<'PurchaseOrderLine'>;

const COLUMNS = [
  ...materialColumns<Line>({ material: 180, spec: 160, unit: 60 }),
  quantityColumn('quantity', '数量', 80),
  {
    key: 'unitPrice',
    title: '单价',
    width: 100,
    align: 'right' as const,
    render: (_: unknown, l: Line) => displayMoney(l.unitPrice),
  },
  {
    key: 'taxRate',
    title: '税率',
    width: 60,
    align: 'right' as const,
    render: (_: unknown, l: Line) => `${l.taxRate}%`,
  },
  {
    key: 'amount',
    title: '金额',
    width: 110,
    align: 'right' as const,
    render: (_: unknown, l: Line) => displayMoney(l.amount),
  },
  {
    key: 'taxAmount',
    title: '税额',
    width: 100,
    align: 'right' as const,
    render: (_: unknown, l: Line) => displayMoney(l.taxAmount),
  },
  {
    key: 'amountWithTax',
    title: '含税金额',
    width: 120,
    align: 'right' as const,
    render: (_: unknown, l: Line) => displayMoney(l.amountWithTax),
  },
  { key: 'deliveryDate', title: '交货日期', dataIndex: 'deliveryDate', width: 100 },
  quantityColumn('received', '已入库', 80, 'receivedQuantity'),
  quantityColumn('returned', '退货', 64, 'returnedQuantity'),
  { key: 'source', title: '来源申请', dataIndex: 'sourceRequestNo', width: 160 },
];

/** An order's lines, read only, with the 合计 row the server computed (数量, 金额, 税额, 含税金额). */
export function OrderLinesTable({ order }: { order: PurchaseOrder }) {
  return (
    <ScrollRegion label="订单明细" minWidth={1420}>
      <Table<Line>
        rowKey="id"
        size="small"
        pagination={false}
        columns={COLUMNS}
        dataSource={order.lines}
        summary={() => (
          <LineTotalsRow
            cells={orderTotalCells(
              {
                quantity: order.totalQuantity,
                amount: order.totalAmount,
                tax: order.totalTax,
                withTax: order.totalWithTax,
              },
              4,
            )}
          />
        )}
      />
    </ScrollRegion>
  );
}
