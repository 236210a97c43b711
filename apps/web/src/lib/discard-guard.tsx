import type { FormInstance } from 'antd/es/form';
import Modal from 'antd/es/modal';
import { type ReactElement, useEffect } from 'react';

/** What the guard asks before a form someone has typed in is closed unsaved. */
export const DISCARD_CONFIRM = {
  title: '放弃未保存的修改？',
  content: '关闭后，已填写的内容不会保存。',
  okText: '放弃修改',
  cancelText: '继续编辑',
} as const;

/**
 * The close of a dialog or drawer holding a form: a form nobody has typed in closes at once; one with input asks
 * first (放弃修改 / 继续编辑), so a click beside the dialog, Esc or 取消 never loses what was typed. Pass `close` as the
 * dialog's onCancel / onClose and its 取消 button, and render `holder` inside the dialog (it carries the theme).
 * While it is open, a reload or closing the tab with input asks the browser's own 离开此网站？ first.
 */
export function useDiscardGuard(
  form: FormInstance | FormInstance[],
  onClose: () => void,
): { close: () => void; holder: ReactElement } {
  const [modal, holder] = Modal.useModal();
  const forms = Array.isArray(form) ? form : [form];
  const touched = () => forms.some((f) => f.isFieldsTouched());
  // registered once: the form instances live as long as the dialog, and are read when the event comes
  useEffect(() => {
    const leave = (event: BeforeUnloadEvent) => {
      if (touched()) event.preventDefault();
    };
    window.addEventListener('beforeunload', leave);
    return () => window.removeEventListener('beforeunload', leave);
  }, []);
  async function close() {
    if (!touched()) return onClose();
    const discard = await modal.confirm({ ...DISCARD_CONFIRM, okButtonProps: { danger: true } });
    if (discard) onClose();
  }
  return { close: () => void close(), holder };
}
