import { notify } from '@backoffice/ui-kit';
import type { FormInstance } from 'antd/es/form';
import { useState } from 'react';

/**
 * Runs one user action: on success a notice and the follow-up (refetch, close); on failure nothing more — the
 * sdk has already shown why. Resolves to whether it worked.
 */
export async function runAction(
  action: () => Promise<unknown>,
  success: string,
  then?: () => unknown,
): Promise<boolean> {
  try {
    await action();
  } catch {
    return false;
  }
  notify({ level: 'success', title: success });
  await then?.();
  return true;
}

/**
 * The form's values once its rules pass, or undefined when they refuse: the messages at the fields are the answer,
 * so the refusal is not a rejection left for nobody to catch.
 */
export async function validatedValues<Values>(form: FormInstance<Values>): Promise<Values | undefined> {
  try {
    return await form.validateFields();
  } catch {
    return undefined;
  }
}

/**
 * The save button of a dialog form: validate, send, tell, then `onSaved` — or, on an error, keep the dialog open
 * with everything typed.
 */
export function useSaveDialog<Values>(
  form: FormInstance<Values>,
  send: (values: Values) => Promise<unknown>,
  success: string,
  onSaved: () => unknown,
) {
  const [saving, setSaving] = useState(false);
  async function save() {
    const values = await validatedValues(form);
    if (values === undefined) return;
    setSaving(true);
    try {
      await runAction(() => send(values), success, onSaved);
    } finally {
      setSaving(false);
    }
  }
  return { save, saving };
}
