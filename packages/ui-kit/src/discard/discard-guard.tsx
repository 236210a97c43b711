import type { FormInstance } from 'antd/es/form';
import Modal from 'antd/es/modal';
import type { HookAPI } from 'antd/es/modal/useModal';
import { createContext, type ReactElement, useContext, useEffect, useRef, useState } from 'react';
import { DISCARD_CONFIRM } from './discard-question';
import { registerUnsavedInput, type UnsavedInputCheck } from './unsaved-input';

export { DISCARD_CONFIRM };

/** Asks {@link DISCARD_CONFIRM} through `modal` (from `Modal.useModal()`): true when the user chose 放弃修改. */
export async function askToDiscard(modal: HookAPI): Promise<boolean> {
  return Boolean(await modal.confirm({ ...DISCARD_CONFIRM, okButtonProps: { danger: true } }));
}

/**
 * The forms of one dialog or drawer ({@link FormModal}, {@link FormDrawer}, {@link useDiscardGuard}): the close asks
 * while any of them holds input; once the user has chosen to drop it (or nothing was typed) none of them counts,
 * so the navigation the close itself makes (a detail's `history.back()`) is not asked about again.
 */
export class DiscardScope {
  private readonly checks = new Set<UnsavedInputCheck>();
  discarded = false;
  /** A form shown in the container: counted until it goes; a new one starts the container over. */
  add(check: UnsavedInputCheck): () => void {
    this.checks.add(check);
    this.discarded = false;
    return () => void this.checks.delete(check);
  }
  holdsInput(): boolean {
    if (this.discarded) return false;
    for (const check of this.checks) if (check()) return true;
    return false;
  }
}

/** The dialog or drawer a form is rendered in, if it is one of the guarded containers. */
export const DiscardScopeContext = createContext<DiscardScope | undefined>(undefined);

/** What counts as input beyond what antd's fields track. */
export interface UnsavedInputOptions {
  /** True while the screen holds input no field of `form` tracks (a comment kept in state, say). */
  dirty?: boolean;
}

type Forms = FormInstance | readonly FormInstance[] | undefined;

const asList = (form: Forms): readonly FormInstance[] =>
  form === undefined ? [] : Array.isArray(form) ? form : [form as FormInstance];

// What the forms hold, to tell a form saved and not changed since from one changed after its save.
const snapshot = (forms: readonly FormInstance[]) => JSON.stringify(forms.map((f) => f.getFieldsValue(true)));

/** Counts `form` in `scope` and among the screen's unsaved input while the component is mounted. */
function useInputCheck(scope: DiscardScope | undefined, form: Forms, { dirty = false }: UnsavedInputOptions) {
  const latest = useRef({ forms: asList(form), dirty, saved: undefined as string | undefined });
  latest.current.forms = asList(form);
  latest.current.dirty = dirty;
  const [check] = useState<UnsavedInputCheck>(() => () => {
    const { forms, dirty: held, saved } = latest.current;
    if (held) return true;
    // touched: a field typed in, a line added or removed through Form.List or `setFields(… touched: true)`
    if (!forms.some((f) => f.isFieldsTouched())) return false;
    return saved === undefined || snapshot(forms) !== saved;
  });
  // registered once: the form instances live as long as the component, and are read when asked
  useEffect(() => {
    const unregister = registerUnsavedInput(() => !scope?.discarded && check());
    const leaveScope = scope?.add(check);
    return () => {
      unregister();
      leaveScope?.();
    };
  }, [scope, check]);
  return {
    holdsInput: check,
    markSaved: () => {
      latest.current.saved = snapshot(latest.current.forms);
    },
  };
}

/**
 * Counts `form` (and `options.dirty`) as input that a close, a route change, a reload or a closed tab would lose.
 * A form someone has typed in (a field touched, a line added or removed) holds input until `markSaved()` after
 * its save, and again once it changes after that. Inside a {@link FormModal} / {@link FormDrawer} the container's
 * close asks for it too; a form page (not in a dialog) calls it alone, and leaving the page or the tab asks.
 */
export function useUnsavedInput(
  form?: Forms,
  options: UnsavedInputOptions = {},
): { holdsInput: () => boolean; markSaved: () => void } {
  return useInputCheck(useContext(DiscardScopeContext), form, options);
}

/**
 * The close of a dialog or drawer holding a form: one nobody has typed in closes at once; one with input asks
 * first (放弃修改 / 继续编辑), so a click beside the dialog, Esc, × or 取消 never loses what was typed.
 * {@link FormModal} / {@link FormDrawer} wire it: use them. By hand: pass `close` as the dialog's onCancel /
 * onClose and its 取消 button, render `holder` inside the dialog (it carries the theme), and provide `scope` as
 * {@link DiscardScopeContext} around the dialog, so the forms inside it ({@link useUnsavedInput}) count too.
 */
export function useDiscardGuard(
  form: Forms,
  onClose: () => void,
  options: UnsavedInputOptions = {},
): { close: () => void; holder: ReactElement; scope: DiscardScope } {
  const [modal, holder] = Modal.useModal();
  const [scope] = useState(() => new DiscardScope());
  useInputCheck(scope, form, options);
  async function close() {
    if (scope.holdsInput() && !(await askToDiscard(modal))) return;
    scope.discarded = true;
    onClose();
  }
  return { close: () => void close(), holder, scope };
}
