import type { Schema } from '@backoffice/sdk';
import Tooltip from 'antd/es/tooltip';
import { DictLabel } from '../../lib/dict';
import { formatQuantity } from '../../lib/quantity';
import { orderContents } from './order-lines';
import { UNIT_DICT } from './purchase-dicts';

type Line = Schema<'PurchaseOrderLine'>;

/**
 * An order's 物料 cell in its list: what it contains at a glance (`主控芯片 等 3 项`), every line on hover or
 * keyboard focus (物料, 规格型号, 数量 and 单位).
 */
export function OrderContents({ lines }: { lines: readonly Line[] }) {
  const all = (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {lines.map((line) => (
        <li key={line.id}>
          {line.materialCode} {line.materialName}
          {line.spec ? ` ${line.spec}` : ''} × {formatQuantity(line.quantity)}
          <DictLabel dict={UNIT_DICT} value={line.unit} />
        </li>
      ))}
    </ul>
  );
  return (
    <Tooltip title={all} placement="topLeft">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the full list is shown on focus too */}
      <span tabIndex={0}>{orderContents(lines)}</span>
    </Tooltip>
  );
}
