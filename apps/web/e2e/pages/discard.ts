import { expect, type Page } from '@playwright/test';

/** What a dirty form asks before it closes (issue 24 part 2), in the words of the ui-kit's guard. */
export const DISCARD_QUESTION = '放弃未保存的修改？';

export function discardQuestion(page: Page) {
  return page.getByRole('dialog', { name: DISCARD_QUESTION });
}

/**
 * 继续编辑, and the question gone before the next key: not only hidden but removed, for until then antd still gives
 * it Esc (the dialogs' Esc goes to the topmost one open, and a closing one counts until it is removed). A person's
 * next key comes after that; a journey's could come in between on a loaded machine and be taken by the question.
 */
export async function keepEditing(page: Page): Promise<void> {
  await page.getByRole('button', { name: '继续编辑' }).click();
  await expect(discardQuestion(page)).toHaveCount(0);
}
