import { DISCARD_CONFIRM, hasUnsavedInput } from '@backoffice/ui-kit';
import { type ReactElement, type ReactNode, useCallback, useEffect, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { lazyChunk } from '../../lib/lazy-chunk';
import { PATHS } from '../../lib/route-paths';

type Ask = (props: { onAnswer: (discard: boolean) => void }) => ReactElement | null;

/** The question's answer when its code cannot load (offline): the browser's own confirm, in the same words. */
const askNatively: Ask = ({ onAnswer }) => {
  useEffect(
    () => onAnswer(window.confirm(`${DISCARD_CONFIRM.title}\n${DISCARD_CONFIRM.content}`)),
    [onAnswer],
  );
  return null;
};

const LeaveQuestionAsk = lazyChunk(
  'leave-question',
  (): Promise<{ default: Ask }> => import('./LeaveQuestionAsk').catch(() => ({ default: askNatively })),
);

/**
 * Whether a navigation would lose a form's unsaved input and must ask first: a move to another screen (a menu
 * item, a link, the browser's back or forward), or the browser's back or forward within the screen (a detail
 * drawer's history step). The screen's own changes of its search (a saved record's detail opening) pass, and so
 * does the way to the login page: logout asks before it starts, and an ended session cannot save anyway.
 */
export const asksBeforeLeaving: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) =>
  nextLocation.pathname !== PATHS.login &&
  (historyAction === 'POP' || nextLocation.pathname !== currentLocation.pathname) &&
  hasUnsavedInput();

/**
 * The layout's guard of unsaved input (issue 24): while a form holds input, a navigation away asks the ui-kit's
 * 放弃未保存的修改？ and goes on only on 放弃修改; `mayLeave()` asks the same before a way out that is no
 * navigation yet (logout). Render `holder` in the layout: the question's code loads when it is asked. Closing the tab or a reload asks the browser's own
 * question (the ui-kit's beforeunload).
 */
export function useLeaveQuestion(): { holder: ReactNode; mayLeave: () => Promise<boolean> } {
  const [asking, setAsking] = useState<(discard: boolean) => void>();
  const ask = useCallback(() => new Promise<boolean>((resolve) => setAsking(() => resolve)), []);
  const blocker = useBlocker(asksBeforeLeaving);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void ask().then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker, ask]);
  const answer = useCallback(
    (discard: boolean) => {
      setAsking(undefined);
      asking?.(discard);
    },
    [asking],
  );
  const holder = asking ? <LeaveQuestionAsk onAnswer={answer} /> : null;
  const mayLeave = useCallback(async () => !hasUnsavedInput() || ask(), [ask]);
  return { holder, mayLeave };
}
