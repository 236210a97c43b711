import type { Schema } from '@backoffice/sdk';
import { formatQuantity } from '../../lib/quantity';

type QueueDoc = Pick<Schema<'WarehouseDoc'>, 'plannedDate' | 'createTime' | 'doneQuantity' | 'totalQuantity'>;

/**
 * The queue's order, asked of the server (the page request sorts): the newest planned date first. The queue pages on
 * the server like every list, so it holds no cap and says no "showing N of M".
 */
export const QUEUE_ORDER = { field: 'plannedDate', order: 'desc' } as const;

/** A document's progress: done of planned, and the whole percent done (never 100 before it is all done). */
export function queueProgress(doc: QueueDoc): { text: string; percent: number } {
  const { doneQuantity: done, totalQuantity: total } = doc;
  return {
    text: `${formatQuantity(done)}/${formatQuantity(total)}`,
    percent: total > 0 ? Math.floor((done / total) * 100) : 0,
  };
}
