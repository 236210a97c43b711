import { askToDiscard, hasUnsavedInput } from '@backoffice/ui-kit';
import Modal from 'antd/es/modal';
import { type ReactElement, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { PATHS } from '../../lib/route-paths';

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
 * navigation yet (logout). Render `holder` in the layout. Closing the tab or a reload asks the browser's own
 * question (the ui-kit's beforeunload).
 */
export function useLeaveQuestion(): { holder: ReactElement; mayLeave: () => Promise<boolean> } {
  const [modal, holder] = Modal.useModal();
  const blocker = useBlocker(asksBeforeLeaving);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askToDiscard(modal).then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker, modal]);
  return { holder, mayLeave: async () => !hasUnsavedInput() || askToDiscard(modal) };
}
