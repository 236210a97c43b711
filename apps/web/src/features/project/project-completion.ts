import type { Schema } from '@backoffice/sdk';

export type ProjectDocument = Schema<'ProjectDocument'>;

/**
 * The documents that keep a project from 完成 (issue 25, guards a real system has): those the server says are still
 * open (a request or order not done with, a stock document not 已完成 or 已作废), purchase before stock as the
 * tabs list them.
 */
export function openDocuments(
  purchase: readonly ProjectDocument[],
  stock: readonly ProjectDocument[],
): ProjectDocument[] {
  return [...purchase, ...stock].filter((document) => document.open);
}

/** What the 完成 confirmation says of them: `尚有未完成的单据：CGDD-… 已审核、RKD-… 待执行`, or nothing when none. */
export function openDocumentsSummary(open: readonly ProjectDocument[]): string | undefined {
  if (open.length === 0) return undefined;
  return `尚有未完成的单据：${open.map((document) => `${document.docNo} ${document.statusText}`).join('、')}`;
}
