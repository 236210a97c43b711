import Button from 'antd/es/button';
import Table from 'antd/es/table';
import type { ReactNode } from 'react';
import { useMinWidth } from '../../app/layout/shell-prefs';
import { formatQuantity } from '../../lib/quantity';
import { ExecutionLineCards } from './ExecutionLineCards';
import {
  BatchField,
  CURRENT_ROW_STYLE,
  type ExecutionLinesProps,
  LocationField,
  MaterialText,
  QuantityField,
  type RowProps,
  rowFieldProps,
} from './execution-fields';
import { type ExecutionLine, type ExecutionRow, leftFor } from './execution-rules';

/** At least this wide the lines are a table; narrower (a handheld) they are cards a thumb can fill. */
export const EXECUTION_TABLE_MIN_PX = 768;

/**
 * The lines of an execution, one row per part (拆行 adds one): 应收/应发, 已收/已发, what is left, **本次**, the batch
 * (typed or generated on stock-in, chosen among the FEFO/FIFO suggestions with what is available on stock-out),
 * production and expiry dates for batch-managed materials, and the bin. A table on a desk (every field reachable
 * with Tab in line order), cards on a handheld, never a sideways table.
 */
export function ExecutionLinesTable(props: ExecutionLinesProps) {
  const desk = useMinWidth(EXECUTION_TABLE_MIN_PX);
  if (!desk) return <ExecutionLineCards {...props} />;
  const { direction, rows, currentKey, onCurrent, onSplit } = props;
  const inbound = direction === 'IN';
  const field = (row: ExecutionRow, render: (p: RowProps) => ReactNode) => {
    const fieldProps = rowFieldProps(props, row);
    return fieldProps ? render(fieldProps) : null;
  };
  const figure = (row: ExecutionRow, of: (line: ExecutionLine) => number) =>
    field(row, ({ line }) => formatQuantity(of(line)));
  return (
    <Table<ExecutionRow>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows as ExecutionRow[]}
      scroll={{ x: 1000 }}
      onRow={(row) => ({
        onFocus: () => onCurrent(row.key),
        'aria-current': row.key === currentKey ? 'true' : undefined,
        style: row.key === currentKey ? CURRENT_ROW_STYLE : undefined,
      })}
      columns={[
        {
          key: 'material',
          title: '物料',
          width: 190,
          render: (_, row) => field(row, (p) => <MaterialText line={p.line} />),
        },
        {
          key: 'expected',
          title: inbound ? '应收' : '应发',
          width: 70,
          align: 'right',
          render: (_, row) => figure(row, (line) => line.expectedQuantity),
        },
        {
          key: 'done',
          title: inbound ? '已收' : '已发',
          width: 70,
          align: 'right',
          render: (_, row) => figure(row, (line) => line.doneQuantity),
        },
        {
          key: 'left',
          title: '剩余',
          width: 70,
          align: 'right',
          render: (_, row) => figure(row, (line) => leftFor(rows, line, row.key)),
        },
        {
          key: 'thisTime',
          title: inbound ? '本次实收' : '本次实发',
          width: 120,
          render: (_, row) => field(row, (p) => <QuantityField {...p} />),
        },
        {
          key: 'batch',
          title: inbound ? '批次 / 生产日期 · 有效期至' : '批次 · 库位 · 可用',
          width: 300,
          render: (_, row) => field(row, (p) => <BatchField {...p} />),
        },
        {
          key: 'location',
          title: inbound ? '目标库位' : '库位',
          width: 160,
          render: (_, row) => field(row, (p) => <LocationField {...p} />),
        },
        {
          key: 'split',
          title: '操作',
          width: 60,
          render: (_, row) => (
            <Button type="link" size="small" onClick={() => onSplit(row.key)}>
              拆行
            </Button>
          ),
        },
      ]}
    />
  );
}
