import { useCallback, useState } from 'react';
import { ReasonDialog } from './ReasonDialog';

/** A change that asks why (screens.md §7): its verb, what follows, whether the reason may be left out, the call. */
export interface ReasonChange {
  verb: string;
  consequence: string;
  optional?: boolean;
  send: (id: string, reason: string) => Promise<unknown>;
}

/**
 * The reason dialog of a purchase document's actions: `ask(action, id, no)` opens the one for `action` (确认关闭
 * 采购订单「…」？ with its consequence), `dialog` renders it. `ask` stays the same function, so memoised row
 * actions that call it are not rebuilt.
 */
export function useReasonDialog<Action extends string>(changes: Record<Action, ReasonChange>, what: string) {
  const [asked, setAsked] = useState<{ action: Action; id: string; no: string }>();
  const ask = useCallback((action: Action, id: string, no: string) => setAsked({ action, id, no }), []);
  const close = useCallback(() => setAsked(undefined), []);
  const change = asked && changes[asked.action];
  const dialog = asked && change && (
    <ReasonDialog
      title={`确认${change.verb}${what}「${asked.no}」？`}
      consequence={change.consequence}
      label={`${change.verb}原因`}
      optional={change.optional}
      okText={change.verb}
      send={(text) => change.send(asked.id, text)}
      success={`已${change.verb}`}
      onClose={close}
      onDone={close}
    />
  );
  return { ask, dialog };
}
