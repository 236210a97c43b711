import type { SearchField } from '@backoffice/ui-kit';
import Input from 'antd/es/input';

/**
 * A date as the contract sends it (`YYYY-MM-DD`), typed or picked with the browser's own date control: keyboard
 * friendly, and no date library for a field that only needs the calendar day.
 */
export function DateInput({
  value,
  onChange,
  ...props
}: {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
  min?: string;
}) {
  return (
    <Input
      {...props}
      type="date"
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value || undefined)}
      style={{ width: 160, ...props.style }}
    />
  );
}

/** A 起 / 止 pair of a list's query bar: two date filters sent as they are named. */
export function dateSearchFields(from: string, to: string, label: string): SearchField[] {
  return [
    { name: from, label: `${label}起`, render: () => <DateInput /> },
    { name: to, label: `${label}止`, render: () => <DateInput /> },
  ];
}
