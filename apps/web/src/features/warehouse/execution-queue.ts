import type { Schema } from '@backoffice/sdk';
import { formatQuantity } from '../../lib/quantity';

type QueueDoc = Pick<Schema<'WarehouseDoc'>, 'plannedDate' | 'createTime' | 'doneQuantity' | 'totalQuantity'>;

/**
 * How many documents the work queue fetches at once: the contract's largest page. The queue is ordered on the
 * client (the page request has no order), so it holds all of it; beyond this it says how many it shows of how many.
 */
export const QUEUE_FETCH_SIZE = 500;

/** The queue's order: the newest planned date first, then the newest created. */
export function queueOrder<Doc extends QueueDoc>(docs: readonly Doc[]): Doc[] {
  return [...docs].sort(
    (a, b) => b.plannedDate.localeCompare(a.plannedDate) || b.createTime.localeCompare(a.createTime),
  );
}

/** One page of the ordered queue (pageNum from 1). */
export function queuePage<Doc>(docs: readonly Doc[], pageNum: number, pageSize: number): Doc[] {
  return docs.slice((pageNum - 1) * pageSize, pageNum * pageSize);
}

/** What the queue says when the server holds more than it fetched; nothing when it shows them all. */
export function queueShortfall(shown: number, total: number): string | undefined {
  return total > shown ? `显示其中 ${shown} 张，共 ${total} 张待执行` : undefined;
}

/** A document's progress: done of planned, and the whole percent done (never 100 before it is all done). */
export function queueProgress(doc: QueueDoc): { text: string; percent: number } {
  const { doneQuantity: done, totalQuantity: total } = doc;
  return {
    text: `${formatQuantity(done)}/${formatQuantity(total)}`,
    percent: total > 0 ? Math.floor((done / total) * 100) : 0,
  };
}
