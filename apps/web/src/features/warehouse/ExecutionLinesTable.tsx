import type { Schema } from '@backoffice/sdk';
import { StockInLineSchema } from '@backoffice/sdk/schemas';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { api } from '../../lib/api';
import { DateInput } from '../../lib/date-fields';
import { formatQuantity } from '../../lib/quantity';
import {
  type ExecutionLine,
  type ExecutionRow,
  expiryFrom,
  fefoOrder,
  leftFor,
  suggestionLabel,
} from './execution-rules';

type Location = Schema<'ExecutionDoc'>['locations'][number];

/** The contract's limit of a typed batch number. */
const BATCH_NO_MAX = StockInLineSchema.properties.batchNo.maxLength;

/** 生产日期 and 有效期至 of a batch-managed stock-in row; a production date fills the expiry from the shelf life. */
function BatchDates({
  line,
  row,
  onChange,
}: {
  line: ExecutionLine;
  row: ExecutionRow;
  onChange: (patch: Partial<ExecutionRow>) => void;
}) {
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
 * The lines of an execution, one row per part (拆行 adds one): 应收/应发, 已收/已发, what is left, **本次**, the batch
 * (typed or generated on stock-in, chosen among the FEFO/FIFO suggestions with what is available on stock-out),
 * production and expiry dates for batch-managed materials, and the bin. Every field is reachable with Tab in line
 * order; Enter in a quantity confirms the whole execution (the enclosing form's submit).
 */
export function ExecutionLinesTable({
  direction,
  lines,
  rows,
  locations,
  invalidKeys,
  onChange,
  onSplit,
}: {
  direction: 'IN' | 'OUT';
  lines: readonly ExecutionLine[];
  rows: readonly ExecutionRow[];
  locations: readonly Location[];
  invalidKeys: ReadonlySet<string>;
  onChange: (key: string, patch: Partial<ExecutionRow>) => void;
  onSplit: (key: string) => void;
}) {
  const lineOf = (row: ExecutionRow) => lines.find((line) => line.lineId === row.lineId);
  const inbound = direction === 'IN';
  const enabledBins = locations.map((l) => ({ value: l.id, label: l.code }));
  // Stock-in goes to any enabled bin; stock-out takes from the bins the line's suggestions hold stock in.
  const locationOptions = (line: ExecutionLine | undefined) =>
    inbound || !line
      ? enabledBins
      : [
          ...new Map(
            line.suggestions.map((s) => [s.locationId, { value: s.locationId, label: s.locationCode }]),
          ).values(),
        ];

  async function generateBatchNo(row: ExecutionRow, line: ExecutionLine) {
    try {
      const { batchNo } = await api.POST('/api/warehouse/batch/generateNo', {
        body: { materialId: line.materialId },
      });
      onChange(row.key, { batchNo });
    } catch {
      // the sdk has shown why
    }
  }

  return (
    <Table<ExecutionRow>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows as ExecutionRow[]}
      scroll={{ x: 1000 }}
      columns={[
        {
          key: 'material',
          title: '物料',
          width: 190,
          render: (_, row) => {
            const line = lineOf(row);
            return line ? (
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
            ) : null;
          },
        },
        {
          key: 'expected',
          title: inbound ? '应收' : '应发',
          width: 70,
          align: 'right',
          render: (_, row) => formatQuantity(lineOf(row)?.expectedQuantity ?? 0),
        },
        {
          key: 'done',
          title: inbound ? '已收' : '已发',
          width: 70,
          align: 'right',
          render: (_, row) => formatQuantity(lineOf(row)?.doneQuantity ?? 0),
        },
        {
          key: 'left',
          title: '剩余',
          width: 70,
          align: 'right',
          render: (_, row) => {
            const line = lineOf(row);
            return line ? formatQuantity(leftFor(rows, line, row.key)) : '';
          },
        },
        {
          key: 'thisTime',
          title: inbound ? '本次实收' : '本次实发',
          width: 120,
          render: (_, row) => {
            const line = lineOf(row);
            return (
              <Space.Compact style={{ width: '100%' }}>
                <InputNumber
                  aria-label={`${line?.materialName ?? ''} 本次${inbound ? '实收' : '实发'}`}
                  value={row.thisTime ?? null}
                  status={invalidKeys.has(row.key) ? 'error' : undefined}
                  onChange={(value) => onChange(row.key, { thisTime: value ?? undefined })}
                  style={{ flex: 1, minWidth: 0 }}
                />
                {line?.unit && <Space.Addon>{line.unit}</Space.Addon>}
              </Space.Compact>
            );
          },
        },
        {
          key: 'batch',
          title: inbound ? '批次 / 生产日期 · 有效期至' : '批次 · 库位 · 可用',
          width: 300,
          render: (_, row) => {
            const line = lineOf(row);
            if (!line) return null;
            if (inbound)
              return line.batchManaged ? (
                <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                  <Space.Compact style={{ width: '100%' }}>
                    <Input
                      aria-label={`${line.materialName} 批次号`}
                      value={row.batchNo ?? ''}
                      maxLength={BATCH_NO_MAX}
                      placeholder="输入或生成批次号"
                      onChange={(event) => onChange(row.key, { batchNo: event.target.value })}
                    />
                    <Button onClick={() => generateBatchNo(row, line)}>生成</Button>
                  </Space.Compact>
                  <BatchDates line={line} row={row} onChange={(patch) => onChange(row.key, patch)} />
                </Space>
              ) : (
                <span style={{ color: 'var(--ant-color-text-tertiary)' }}>不管理批次</span>
              );
            const suggestions = fefoOrder(line.suggestions);
            return (
              <Select
                aria-label={`${line.materialName} 批次与库位`}
                value={suggestions.findIndex(
                  (s) => s.batchId === row.batchId && s.locationId === row.locationId,
                )}
                onChange={(index: number) => {
                  const chosen = suggestions[index];
                  if (chosen)
                    onChange(row.key, {
                      batchId: chosen.batchId,
                      batchNo: chosen.batchNo,
                      locationId: chosen.locationId,
                    });
                }}
                options={suggestions.map((s, index) => ({
                  value: index,
                  label: `${index === 0 ? '建议 · ' : ''}${suggestionLabel(s, line.unit)}`,
                }))}
                notFoundContent="没有可用库存"
                style={{ width: '100%' }}
              />
            );
          },
        },
        {
          key: 'location',
          title: inbound ? '目标库位' : '库位',
          width: 160,
          render: (_, row) => {
            const line = lineOf(row);
            const suggested = inbound && line?.suggestedLocation?.id === row.locationId;
            return (
              <Select
                aria-label={`${line?.materialName ?? ''} 库位`}
                value={row.locationId ?? undefined}
                placeholder="选择库位"
                status={invalidKeys.has(row.key) && !row.locationId ? 'error' : undefined}
                onChange={(locationId: string) => onChange(row.key, { locationId })}
                options={locationOptions(line)}
                showSearch
                optionFilterProp="label"
                suffixIcon={suggested ? <Tag color="blue">建议</Tag> : undefined}
                style={{ width: '100%' }}
              />
            );
          },
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
