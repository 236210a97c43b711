import { expect, type Locator, type Page } from '@playwright/test';
import { buttonName, openScreen } from './app';

/** 新增 on 采购申请 (opening the screen first unless the journey is on it): the empty request form. */
export async function openNewRequest(page: Page, { onScreen = false } = {}): Promise<Locator> {
  if (!onScreen) await openScreen(page, '/purchase/apply');
  await page.getByRole('button', { name: buttonName('新增') }).click();
  return page.getByRole('dialog', { name: '新增采购申请' });
}

/** Lines for a request or order form from the shared material picker: 添加物料, tick each code, 确定. */
export async function addMaterials(page: Page, form: Locator, codes: readonly string[]): Promise<void> {
  await form.getByRole('button', { name: '添加物料' }).click();
  const picker = page.getByRole('dialog', { name: '选择物料' });
  for (const code of codes) await picker.getByRole('checkbox', { name: `选择${code}` }).check();
  await picker.getByRole('button', { name: /确\s?定/ }).click();
  await expect(picker).toBeHidden();
}

/** The operation whose named examples give a screen restricted codes (`preferOn(page, OPERATION_PERMISSIONS, 'example=restricted')`). */
export const OPERATION_PERMISSIONS = 'getOperationPermissionsByTokenAndUrl';

/** A calendar date `days` from today, as the contract writes it (YYYY-MM-DD, local). */
export function dateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Types a date into a date field (the browser's date input, lib/date-fields) found by its label. */
export async function pickDate(scope: Page | Locator, label: string, date: string) {
  await scope.getByLabel(label, { exact: true }).fill(date);
}
