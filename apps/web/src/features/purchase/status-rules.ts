/**
 * Which statuses an action of a document may start from (screens.md §7's flows), and why not otherwise: the
 * screens hide an action a row's status does not allow, and a batch action says which selected rows it skips.
 */
export type StatusRules<Status extends string> = Record<string, { from: readonly Status[]; why: string }>;

/** Whether `action` is allowed from `status`. */
export function allowedFrom<Status extends string, Rules extends StatusRules<Status>>(
  rules: Rules,
  action: keyof Rules,
  status: Status,
): boolean {
  return rules[action]?.from.includes(status) ?? false;
}
