import type { SearchField } from '@backoffice/ui-kit';
import Input from 'antd/es/input';
import Space from 'antd/es/space';

/** A date range as a form or filter value: `YYYY-MM-DD` strings, either end may be open. */
export type DateRange = [string | undefined, string | undefined];

/**
 * A calendar date as the contract sends it (`YYYY-MM-DD`), typed or picked with the browser's own date control:
 * the value is the string itself, so forms and URL filters hold what is sent, and no date library is loaded for a
 * field that only needs the calendar day.
 */
export function DateInput({
  value,
  onChange,
  style,
  ...props
}: {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
  /** The earliest date the control offers (`YYYY-MM-DD`). */
  min?: string;
}) {
  return (
    <Input
      {...props}
      type="date"
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value || undefined)}
      style={{ width: 160, ...style }}
    />
  );
}

/** From … to …: two date inputs whose value is a {@link DateRange}, empty when both ends are. */
export function DateRangeInput({
  value,
  onChange,
  label,
}: {
  value?: DateRange;
  onChange?: (value: DateRange | undefined) => void;
  label: string;
}) {
  const [from, to] = value ?? [undefined, undefined];
  const change = (next: DateRange) => onChange?.(next[0] || next[1] ? next : undefined);
  return (
    <Space.Compact>
      <DateInput
        aria-label={`${label}起`}
        value={from}
        onChange={(v) => change([v, to])}
        style={{ width: 140 }}
      />
      <DateInput
        aria-label={`${label}止`}
        value={to}
        onChange={(v) => change([from, v])}
        style={{ width: 140 }}
      />
    </Space.Compact>
  );
}

/** A date-range filter of a list's query bar; {@link rangeFilters} turns it into the request's from/to fields. */
export function dateRangeSearchField(name: string, label: string): SearchField {
  return { name, label, render: () => <DateRangeInput label={label} /> };
}

/** The applied filters with the range `name` replaced by `from` / `to` fields (the contract's request shape). */
export function rangeFilters(
  filters: Record<string, unknown>,
  name: string,
  from: string,
  to: string,
): Record<string, unknown> {
  const { [name]: range, ...rest } = filters;
  if (!Array.isArray(range)) return rest;
  const [start, end] = range as unknown[];
  return {
    ...rest,
    ...(typeof start === 'string' && start ? { [from]: start } : {}),
    ...(typeof end === 'string' && end ? { [to]: end } : {}),
  };
}
