/** The local calendar date of `now` as the contract writes it (`Date`: `YYYY-MM-DD`). */
export function localDate(now: Date = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** Whether a contract date lies before another (both `YYYY-MM-DD`, so they compare as text). */
export const isBefore = (date: string, other: string): boolean => date < other;
