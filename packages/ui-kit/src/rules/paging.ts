/** spec §2: the index column numbers rows across pages: row i (0-based) of page p is (p - 1) × size + i + 1. */
export function indexNumber(pageNum: number, pageSize: number, rowIndex: number): number {
  return (Math.max(1, pageNum) - 1) * pageSize + rowIndex + 1;
}

/**
 * spec §2: after a delete, if the current page would be empty, the page number steps back by one (never below 1).
 * `total` is the count before the delete.
 */
export function pageAfterDelete(pageNum: number, pageSize: number, total: number, deleted = 1): number {
  const remaining = Math.max(0, total - deleted);
  const firstIndexOfPage = (pageNum - 1) * pageSize;
  return remaining <= firstIndexOfPage && pageNum > 1 ? pageNum - 1 : pageNum;
}
