import { askToDiscard } from '@backoffice/ui-kit';
import Modal from 'antd/es/modal';
import { useEffect } from 'react';

/**
 * The ui-kit's 放弃未保存的修改？ asked once, in the layout's theme; loaded only when a navigation would lose input
 * (a visit that types nothing never loads the modal for it: the home page's 300 KB, issue 12).
 */
export default function LeaveQuestionAsk({ onAnswer }: { onAnswer: (discard: boolean) => void }) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    void askToDiscard(modal).then(onAnswer);
  }, [modal, onAnswer]);
  return holder;
}
