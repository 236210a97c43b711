import Button, { type ButtonProps } from 'antd/es/button';
import Drawer, { type DrawerProps } from 'antd/es/drawer';
import type { FormInstance } from 'antd/es/form';
import Modal, { type ModalProps } from 'antd/es/modal';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { DiscardScopeContext, type UnsavedInputOptions, useDiscardGuard } from './discard-guard';

/** What the guarded containers add to antd's Modal / Drawer. */
export interface GuardedFormProps extends UnsavedInputOptions {
  /** The form (or forms) shown: once typed in, a close asks first. Forms deeper down count through useUnsavedInput. */
  form?: FormInstance | readonly FormInstance[];
  /** Shown; true unless given (most forms are rendered only while open). */
  open?: boolean;
  /** Closes the container: called at once when nothing was typed, after 放弃修改 otherwise. */
  onClose: () => void;
  children?: ReactNode;
}

const GuardedClose = createContext<(() => void) | undefined>(undefined);

/**
 * The guarded container's close with its question, for a 取消 in a custom footer, or any other way out that a
 * form inside the container offers. Outside a container there is none.
 */
export function useGuardedClose(): () => void {
  const close = useContext(GuardedClose);
  if (!close) throw new Error('useGuardedClose is used inside a FormModal or a FormDrawer');
  return close;
}

/** 取消 in a guarded container's footer: it closes the way Esc and the mask do, asking first when there is input. */
export function FormCancelButton({ children = '取消', ...props }: Omit<ButtonProps, 'onClick'>) {
  return (
    <Button {...props} onClick={useGuardedClose()}>
      {children}
    </Button>
  );
}

/** The guard and its providers, shared by both containers. */
function useGuardedContainer({ form, open = true, onClose, dirty }: GuardedFormProps) {
  const { close, holder, scope } = useDiscardGuard(form, onClose, { dirty });
  // a container kept mounted and opened again starts over
  useEffect(() => {
    if (open) scope.discarded = false;
  }, [open, scope]);
  const provide = (node: ReactNode) => (
    <DiscardScopeContext value={scope}>
      <GuardedClose value={close}>{node}</GuardedClose>
    </DiscardScopeContext>
  );
  return { open, close, holder, provide };
}

export type FormModalProps = GuardedFormProps &
  Omit<ModalProps, 'open' | 'onCancel' | keyof GuardedFormProps>;

/**
 * antd's Modal for a form: Esc, a click on the mask, × and the default footer's 取消 all go through the discard
 * question (放弃未保存的修改？) when the form holds input, and close at once when it does not. A custom footer
 * offers {@link FormCancelButton}. Every other Modal prop passes through.
 */
export function FormModal({ form, open, onClose, dirty, children, ...modal }: FormModalProps) {
  const guard = useGuardedContainer({ form, open, onClose, dirty });
  return guard.provide(
    <Modal {...modal} open={guard.open} onCancel={guard.close}>
      {guard.holder}
      {children}
    </Modal>,
  );
}

export type FormDrawerProps = GuardedFormProps &
  Omit<DrawerProps, 'open' | 'onClose' | keyof GuardedFormProps>;

/**
 * antd's Drawer for a form: Esc, a click on the mask and × go through the discard question (放弃未保存的修改？)
 * when the form holds input, and close at once when it does not; its footer's 取消 is {@link FormCancelButton}.
 * Every other Drawer prop passes through.
 */
export function FormDrawer({ form, open, onClose, dirty, children, ...drawer }: FormDrawerProps) {
  const guard = useGuardedContainer({ form, open, onClose, dirty });
  return guard.provide(
    <Drawer {...drawer} open={guard.open} onClose={guard.close}>
      {guard.holder}
      {children}
    </Drawer>,
  );
}
