import type { Schema } from '@backoffice/sdk';
import { StockInLineSchema } from '@backoffice/sdk/schemas';
import { NumberInput } from '@backoffice/ui-kit';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { api } from '../../lib/api';
import { DateInput } from '../../lib/date-fields';
import {
  type ExecutionLine,
  type ExecutionRow,
  expiryFrom,
  fefoOrder,
  suggestionLabel,
  THIS_TIME_FIELD,
} from './execution-rules';

export type ExecutionLocation = Schema<'ExecutionDoc'>['locations'][number];

/** What both layouts of the lines take. */
export interface ExecutionLinesProps {
  direction: 'IN' | 'OUT';
  lines: readonly ExecutionLine[];
  rows: readonly ExecutionRow[];
  locations: readonly ExecutionLocation[];
  invalidKeys: ReadonlySet<string>;
  /** The row the counter is at (focused or scanned): highlighted. */
  currentKey?: string;
  onCurrent: (key: string) => void;
  onChange: (key: string, patch: Partial<ExecutionRow>) => void;
  onSplit: (key: string) => void;
}

/** The fields' props of one row, or nothing when its line is unknown. */
export function rowFieldProps(props: ExecutionLinesProps, row: ExecutionRow): RowProps | undefined {
  const line = props.lines.find((l) => l.lineId === row.lineId);
  if (!line) return undefined;
  return {
    direction: props.direction,
    line,
    row,
    locations: props.locations,
    invalid: props.invalidKeys.has(row.key),
    onChange: (patch) => props.onChange(row.key, patch),
  };
}

/** The props of every field of one row (the bin's also takes the warehouse's bins). */
export type RowProps = RowFieldProps & { locations: readonly ExecutionLocation[] };

/** How the current row stands out, in both layouts. */
export const CURRENT_ROW_STYLE = { outline: '2px solid var(--ant-color-primary)', outlineOffset: -2 };

/** The contract's limit of a typed batch number. */
const BATCH_NO_MAX = StockInLineSchema.properties.batchNo.maxLength;

/** What every field of one execution row needs: the row, its line, and how to change it. */
export interface RowFieldProps {
  direction: 'IN' | 'OUT';
  line: ExecutionLine;
  row: ExecutionRow;
  invalid: boolean;
  onChange: (patch: Partial<ExecutionRow>) => void;
  /** Larger inputs, for a thumb (the handheld cards). */
  large?: boolean;
}

/** The id of a row's 本次 input: a scan of its material or batch moves the focus there. */
export const quantityInputId = (key: string) => `execution-quantity-${key}`;

/**
 * 本次实收 / 本次实发 with the unit; Enter confirms the whole execution (the enclosing form's submit). What is typed
 * stays as typed; a value that is not a quantity (`12abc`, `1e3`, four decimals) is said under the field.
 */
export function QuantityField({ direction, line, row, invalid, onChange, large }: RowFieldProps) {
  const field = THIS_TIME_FIELD[direction];
  const problem = field.problem(row.thisTime ?? undefined);
  const id = quantityInputId(row.key);
  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <NumberInput
          {...field.input}
          id={id}
          aria-label={`${line.materialName} 本次${direction === 'IN' ? '实收' : '实发'}`}
          aria-invalid={invalid || problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          value={row.thisTime ?? null}
          status={invalid || problem ? 'error' : undefined}
          size={large ? 'large' : undefined}
          onChange={(value) => onChange({ thisTime: value ?? undefined })}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Space.Addon>{line.unit}</Space.Addon>
      </Space.Compact>
      {problem && (
        <div id={`${id}-problem`} role="alert" style={{ color: 'var(--ant-color-error)' }}>
          {problem}
        </div>
      )}
    </div>
  );
}

/** 生产日期 and 有效期至 of a batch-managed stock-in row; a production date fills the expiry from the shelf life. */
function BatchDates({ line, row, onChange }: RowFieldProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <DateInput
        aria-label={`${line.materialName} 生产日期`}
        value={row.productionDate}
        onChange={(productionDate) =>
          onChange({
            productionDate: productionDate ?? null,
            ...(productionDate && !row.expiryDate && line.shelfLifeDays
              ? { expiryDate: expiryFrom(productionDate, line.shelfLifeDays) }
              : {}),
          })
        }
        style={{ width: '50%' }}
      />
      <DateInput
        aria-label={`${line.materialName} 有效期至`}
        value={row.expiryDate}
        min={row.productionDate ?? undefined}
        onChange={(expiryDate) => onChange({ expiryDate: expiryDate ?? null })}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}

/**
 * The batch: on stock-in typed or generated, with production and expiry dates, for a batch-managed material; on
 * stock-out chosen among the FEFO/FIFO suggestions with what each has available, the first labelled 建议.
 */
export function BatchField(props: RowFieldProps) {
  const { direction, line, row, onChange, large } = props;
  const size = large ? 'large' : undefined;
  if (direction === 'IN') {
    if (!line.batchManaged)
      return <span style={{ color: 'var(--ant-color-text-tertiary)' }}>不管理批次</span>;
    const generate = async () => {
      try {
        const { batchNo } = await api.POST('/api/warehouse/batch/generateNo', {
          body: { materialId: line.materialId },
        });
        onChange({ batchNo });
      } catch {
        // the sdk has shown why
      }
    };
    return (
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={`${line.materialName} 批次号`}
            value={row.batchNo ?? ''}
            maxLength={BATCH_NO_MAX}
            size={size}
            placeholder="输入或生成批次号"
            onChange={(event) => onChange({ batchNo: event.target.value })}
          />
          <Button size={size} onClick={generate}>
            生成
          </Button>
        </Space.Compact>
        <BatchDates {...props} />
      </Space>
    );
  }
  const suggestions = fefoOrder(line.suggestions);
  return (
    <Select
      aria-label={`${line.materialName} 批次与库位`}
      value={suggestions.findIndex((s) => s.batchId === row.batchId && s.locationId === row.locationId)}
      size={size}
      onChange={(index: number) => {
        const chosen = suggestions[index];
        if (chosen)
          onChange({ batchId: chosen.batchId, batchNo: chosen.batchNo, locationId: chosen.locationId });
      }}
      options={suggestions.map((s, index) => ({
        value: index,
        label: `${index === 0 ? '建议 · ' : ''}${suggestionLabel(s, line.unit)}`,
      }))}
      notFoundContent="没有可用库存"
      style={{ width: '100%' }}
    />
  );
}

/** The bin: on stock-in any enabled bin of the warehouse (the suggested one marked), on stock-out one holding stock. */
export function LocationField({
  direction,
  line,
  row,
  invalid,
  onChange,
  large,
  locations,
}: RowFieldProps & { locations: readonly ExecutionLocation[] }) {
  const inbound = direction === 'IN';
  const options = inbound
    ? locations.map((l) => ({ value: l.id, label: l.code }))
    : [
        ...new Map(
          line.suggestions.map((s) => [s.locationId, { value: s.locationId, label: s.locationCode }]),
        ).values(),
      ];
  const suggested = inbound && line.suggestedLocation?.id === row.locationId;
  return (
    <Select
      aria-label={`${line.materialName} 库位`}
      value={row.locationId ?? undefined}
      placeholder="选择库位"
      size={large ? 'large' : undefined}
      status={invalid && !row.locationId ? 'error' : undefined}
      onChange={(locationId: string) => onChange({ locationId })}
      options={options}
      showSearch
      optionFilterProp="label"
      suffixIcon={suggested ? <Tag color="blue">建议</Tag> : undefined}
      style={{ width: '100%' }}
    />
  );
}

/** A line's material as a counter reads it: code and name, the spec, 批次管理 when it is. */
export function MaterialText({ line }: { line: ExecutionLine }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{`${line.materialCode} ${line.materialName}`}</span>
      <span style={{ color: 'var(--ant-color-text-secondary)', fontSize: 12 }}>
        {line.spec}
        {line.batchManaged && (
          <Tag color="processing" style={{ marginInlineStart: 4 }}>
            批次管理
          </Tag>
        )}
      </span>
    </Space>
  );
}
