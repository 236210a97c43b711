import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { formatQuantity } from '../../lib/quantity';
import {
  BatchField,
  CURRENT_ROW_STYLE,
  type ExecutionLinesProps,
  LocationField,
  MaterialText,
  QuantityField,
  rowFieldProps,
} from './execution-fields';
import { leftFor } from './execution-rules';

const LABEL = { color: 'var(--ant-color-text-secondary)', fontSize: 12 } as const;

/** One figure of a card: its label over its value. */
function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <div style={LABEL}>{label}</div>
      <div style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>{formatQuantity(value)}</div>
    </div>
  );
}

/** One field of a card: its label above it, the field the whole width. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <span style={LABEL}>{label}</span>
      {children}
    </div>
  );
}

/**
 * The lines on a handheld (a phone at 390 px): one card per row, everything one under the other so nothing is
 * off-screen — the material and its spec and unit, 应收 / 已收 / 剩余 side by side, a large 本次 input, the batch, the
 * bin, 拆行. The card the counter is at (focused or scanned) is outlined.
 */
export function ExecutionLineCards(props: ExecutionLinesProps) {
  const { direction, rows, currentKey, onCurrent, onSplit } = props;
  const inbound = direction === 'IN';
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {rows.map((row) => {
        const fieldProps = rowFieldProps(props, row);
        if (!fieldProps) return null;
        const { line } = fieldProps;
        const current = row.key === currentKey;
        return (
          <Card
            key={row.key}
            size="small"
            role="group"
            aria-label={`${line.materialName} 明细`}
            aria-current={current ? 'true' : undefined}
            onFocus={() => onCurrent(row.key)}
            style={current ? CURRENT_ROW_STYLE : undefined}
          >
            <div style={{ display: 'grid', gap: 12 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 8 }}>
                <MaterialText line={line} />
                <Button type="link" size="small" onClick={() => onSplit(row.key)}>
                  拆行
                </Button>
              </div>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
                <Figure
                  label={`${inbound ? '应收' : '应发'}（${line.unit}）`}
                  value={line.expectedQuantity}
                />
                <Figure label={inbound ? '已收' : '已发'} value={line.doneQuantity} />
                <Figure label="剩余" value={leftFor(rows, line, row.key)} />
              </div>
              <Field label={inbound ? '本次实收' : '本次实发'}>
                <QuantityField {...fieldProps} large />
              </Field>
              {(line.batchManaged || !inbound) && (
                <Field label={inbound ? '批次' : '批次 · 库位 · 可用'}>
                  <BatchField {...fieldProps} large />
                </Field>
              )}
              <Field label={inbound ? '目标库位' : '库位'}>
                <LocationField {...fieldProps} large />
              </Field>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
