import type { Schema } from '@backoffice/sdk';
import { StockBusinessTypeSchema } from '@backoffice/sdk/schemas';
import type { PermissionColumn } from '@backoffice/ui-kit';
import Tag from 'antd/es/tag';
import { DictTag } from '../../lib/dict';
import { formatQuantity } from '../../lib/quantity';
import { DocLinkText } from './DocLinkText';
import { formatSignedQuantity, MOVEMENT_COLOR, movementLabel, movementOf } from './ledger-rules';

export type LedgerEntry = Schema<'LedgerEntry'>;

/** A signed quantity: 入 green with +, 出 red with −; its title says 入库 / 出库 in words. */
export function SignedQuantity({ quantity, unit }: { quantity: number; unit: string }) {
  return (
    <span
      title={movementLabel(quantity, unit)}
      style={{
        color: MOVEMENT_COLOR[movementOf(quantity)],
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 500,
      }}
    >
      {formatSignedQuantity(quantity)}
    </span>
  );
}

/** A cell kept on one line: what it holds is never wrapped onto a second. */
const ONE_LINE = () => ({ style: { whiteSpace: 'nowrap' as const } });

/**
 * A key column (numbers, dates, batch numbers): wide enough for its longest value on one line, never cut — a cut
 * batch number or date is a wrong one.
 */
const keyColumn = (column: PermissionColumn<LedgerEntry>): PermissionColumn<LedgerEntry> => ({
  ...column,
  ellipsis: false,
  onCell: ONE_LINE,
});

/** A name that may be long: one line, cut with an ellipsis, the whole of it in the cell's title. */
const nameColumn = (column: PermissionColumn<LedgerEntry>): PermissionColumn<LedgerEntry> => ({
  ...column,
  ellipsis: { showTitle: true },
});

/**
 * The ledger's columns (出入库记录, and the entries a document or a batch wrote): one line per row at 1440 px —
 * numbers, dates and batch numbers whole, long names cut with the whole name in the title.
 */
export function ledgerColumns(options: { compact?: boolean } = {}): PermissionColumn<LedgerEntry>[] {
  const { compact = false } = options;
  return [
    keyColumn({ key: 'entryNo', title: '流水号', dataIndex: 'entryNo', width: 160 }),
    keyColumn({
      key: 'businessType',
      title: '业务类型',
      width: 140,
      render: (_, e) => (
        <>
          <DictTag dict={StockBusinessTypeSchema} value={e.businessType} />
          {e.reversalOf && <Tag title={`冲销 ${e.reversalOf}`}>冲 {e.reversalOf.slice(-4)}</Tag>}
        </>
      ),
    }),
    nameColumn({
      key: 'material',
      title: '物料',
      minWidth: 180,
      render: (_, e) => `${e.materialCode} ${e.materialName}`,
    }),
    nameColumn({ key: 'spec', title: '规格', dataIndex: 'spec', minWidth: 140, defaultHidden: compact }),
    keyColumn({ key: 'batchNo', title: '批次', dataIndex: 'batchNo', width: 200 }),
    nameColumn({
      key: 'location',
      title: '仓库/库位',
      minWidth: 190,
      render: (_, e) => `${e.warehouseName} ${e.locationCode}`,
    }),
    keyColumn({
      key: 'quantity',
      title: '数量',
      width: 110,
      align: 'right',
      render: (_, e) => <SignedQuantity quantity={e.quantity} unit={e.unit} />,
    }),
    keyColumn({
      key: 'balance',
      title: '结存',
      width: 120,
      align: 'right',
      render: (_, e) => `${formatQuantity(e.balance)} ${e.unit}`,
    }),
    {
      key: 'sourceDoc',
      title: '来源单据',
      // Wide enough for the type tag, number and status on one line: squeezed, they stacked on three lines and
      // every row was three lines tall.
      minWidth: 270,
      onCell: ONE_LINE,
      render: (_, e) => <DocLinkText link={e.sourceDoc} showKind />,
    },
    nameColumn({
      key: 'projectName',
      title: '项目',
      dataIndex: 'projectName',
      minWidth: 140,
      defaultHidden: compact,
    }),
    nameColumn({
      key: 'partnerName',
      title: '供应商/领用部门',
      dataIndex: 'partnerName',
      minWidth: 150,
      defaultHidden: compact,
    }),
    nameColumn({ key: 'operator', title: '操作人', dataIndex: 'operator', width: 90 }),
    keyColumn({ key: 'occurredAt', title: '发生时间', dataIndex: 'occurredAt', width: 180 }),
  ];
}
