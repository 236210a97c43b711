import type { SearchField } from '@backoffice/ui-kit';
import DatePicker from 'antd/es/date-picker';
import { fromDayjs, toDayjs } from './dates';

/** A date range as a list filter keeps it: `[from, to]`, contract dates (the URL stores it as they are). */
export type DateRange = [string, string];

function DateRangeInput({
  value,
  onChange,
  id,
}: {
  value?: DateRange;
  onChange?: (range: DateRange | undefined) => void;
  id?: string;
}) {
  return (
    <DatePicker.RangePicker
      id={id}
      style={{ width: 240 }}
      value={value ? [toDayjs(value[0]) ?? null, toDayjs(value[1]) ?? null] : null}
      onChange={(dates) => {
        const from = fromDayjs(dates?.[0]);
        const to = fromDayjs(dates?.[1]);
        onChange?.(from && to ? [from, to] : undefined);
      }}
    />
  );
}

/** A filter of a list's query bar for a date range (申请日期, 下单日期 …). */
export function dateRangeSearchField(name: string, label: string): SearchField {
  return { name, label, render: () => <DateRangeInput /> };
}

/**
 * The applied filters as the contract's page request takes them: the range under `name` becomes its `…From` and
 * `…To` fields (`applyDate` → `applyDateFrom`, `applyDateTo`); the other filters pass as they are.
 */
export function withDateRange(filters: Record<string, unknown>, name: string): Record<string, unknown> {
  const { [name]: range, ...rest } = filters;
  if (!Array.isArray(range) || range.length !== 2) return rest;
  const [from, to] = range;
  return { ...rest, [`${name}From`]: from, [`${name}To`]: to };
}
