// @ts-check
// How memory mode orders and pages a list (issue 23). A request names the order it wants with `sortField` (one of
// the row's fields, the contract's enum says which) and `sortOrder` (`asc` / `desc`, `desc` when only the field is
// given); without `sortField` the rows keep the order they come in (the list's default). The sort is stable (ties
// keep that order), empty values go last in either direction, numbers (and the contract's decimal strings, e.g. an
// amount "1250.00") compare as numbers, dates and date-times as dates, other text as a Chinese reader orders it.
// A page is then cut from the sorted rows; an export asks without paging and gets every row in that order.

/** Request properties that order or cut the list rather than filter it. */
export const ORDER_AND_PAGE = ['pageNum', 'pageSize', 'sortField', 'sortOrder'];

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
const chinese = new Intl.Collator('zh');

/** @param {unknown} value */
const isEmpty = (value) => value === undefined || value === null || value === '';

/** @param {unknown} value @returns {number | undefined} the value as a number, when it is one */
function numberOf(value) {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : undefined;
}

/** @param {unknown} value @returns {number | undefined} the value as a time, when it is a date or a date-time */
function timeOf(value) {
  return typeof value === 'string' && DATE.test(value)
    ? Date.parse(value.length === 10 ? `${value}T00:00:00` : value.replace(' ', 'T'))
    : undefined;
}

/**
 * Ascending order of two values that are both present: numbers as numbers, dates as dates, the rest as text.
 * @param {unknown} a @param {unknown} b
 */
export function compareValues(a, b) {
  const [numberA, numberB] = [numberOf(a), numberOf(b)];
  if (numberA !== undefined && numberB !== undefined) return numberA - numberB;
  const [timeA, timeB] = [timeOf(a), timeOf(b)];
  if (timeA !== undefined && timeB !== undefined) return timeA - timeB;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return chinese.compare(String(a), String(b));
}

/**
 * The rows in the order the request asks for (a new array; the rows as they came when it names no field).
 * @template {Record<string, any>} T @param {T[]} rows @param {Record<string, unknown>} input
 * @returns {T[]}
 */
export function sortRows(rows, input) {
  const field = input.sortField;
  if (typeof field !== 'string' || field === '') return [...rows];
  const direction = input.sortOrder === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [valueA, valueB] = [a[field], b[field]];
    if (isEmpty(valueA) || isEmpty(valueB)) return Number(isEmpty(valueA)) - Number(isEmpty(valueB));
    return direction * compareValues(valueA, valueB);
  });
}

/**
 * The page a request asks for, cut from the rows in its order, in the contract's page shape (list, total, pageNum,
 * pageSize); a request without paging (an export's) gets every row on one page.
 * @template {Record<string, any>} T @param {T[]} rows @param {Record<string, unknown>} input
 */
export function pageOf(rows, input) {
  const sorted = sortRows(rows, input);
  if (isEmpty(input.pageNum) && isEmpty(input.pageSize))
    return { list: sorted, total: sorted.length, pageNum: 1, pageSize: Math.max(1, sorted.length) };
  const pageNum = Math.max(1, Number(input.pageNum) || 1);
  const pageSize = Math.max(1, Number(input.pageSize) || 10);
  return {
    list: sorted.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: sorted.length,
    pageNum,
    pageSize,
  };
}
