import type { Schema } from '@backoffice/sdk';
import { ProcessStatusSchema, UrgencySchema } from '@backoffice/sdk/schemas';
import { DictTag } from './dict-tag';

type ProcessRecord = Schema<'ProcessRecord'>;

/** The dictionary of 流程分类 (the contract keeps a process's category as free text). */
export const PROCESS_CATEGORY_DICT = 'wf_process_category';

/**
 * screens.md §2: 审批中 says who holds it now — "张三 (部门审批) 审批中" or "张三等 3 人 审批中"; undefined when the
 * status's own label says it all (the flow ended, or nobody is named).
 */
export function runningText(
  process: Pick<ProcessRecord, 'status' | 'currentApprovers' | 'currentNodeName'>,
): string | undefined {
  const [first] = process.currentApprovers;
  if (process.status !== 'RUNNING' || !first) return undefined;
  const who =
    process.currentApprovers.length > 1
      ? `${first.name}等 ${process.currentApprovers.length} 人`
      : first.name;
  return `${who}${process.currentNodeName ? ` (${process.currentNodeName})` : ''} 审批中`;
}

/** A process's status as the dictionary's tag, naming the current approvers while it runs. */
export function ProcessStatusTag({
  process,
}: {
  process: Pick<ProcessRecord, 'status' | 'currentApprovers' | 'currentNodeName'>;
}) {
  return (
    <DictTag
      dict={ProcessStatusSchema}
      value={process.status}
      text={(label) => runningText(process) ?? label}
    />
  );
}

/** 紧急程度 as the dictionary's tag. */
export function UrgencyTag({ urgency }: { urgency: ProcessRecord['urgency'] }) {
  return <DictTag dict={UrgencySchema} value={urgency} />;
}
