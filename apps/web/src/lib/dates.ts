import dayjs, { type Dayjs } from 'dayjs';

/** The contract's calendar dates (`Date`): `YYYY-MM-DD`. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** The local calendar date of `now` as the contract writes it. */
export function localDate(now: Date = new Date()): string {
  return dayjs(now).format(DATE_FORMAT);
}

/** A contract date for antd's DatePicker (undefined for none). */
export function toDayjs(date: string | null | undefined): Dayjs | undefined {
  return date ? dayjs(date, DATE_FORMAT) : undefined;
}

/** A DatePicker's value as a contract date (null for none). */
export function fromDayjs(value: Dayjs | null | undefined): string | null {
  return value ? value.format(DATE_FORMAT) : null;
}

/** Whether a contract date lies before another (both `YYYY-MM-DD`, so they compare as text). */
export const isBefore = (date: string, other: string): boolean => date < other;
