import { expect, type Locator, type Page } from '@playwright/test';
import { buttonName, openScreen, rowOf, Shell } from './app';

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

/**
 * 项目物料 → 生成采购申请 for one demand line of a project, as a requester does it: the form opens with the project
 * (`project.label` shown), a 项目采购 request with `title`, `quantity` at `price`, saved as a draft (its detail
 * opens, 草稿) and submitted. Answers the request's number.
 */
export async function submitProjectRequest(
  page: Page,
  request: {
    project: { id: string; label: string };
    material: string;
    title: string;
    quantity: string;
    price: string;
  },
): Promise<string> {
  const shell = new Shell(page);
  await openScreen(page, `/project/execution/material?projectId=${request.project.id}`);
  await rowOf(page, request.material).getByRole('checkbox').check();
  await page.getByRole('button', { name: '生成采购申请' }).click();
  const form = page.getByRole('dialog', { name: '新增采购申请' });
  await expect(form.getByText(request.project.label)).toBeVisible();
  await form.getByLabel('标题').fill(request.title);
  await form.getByLabel('申请类型').click();
  await page.locator('.ant-select-dropdown:visible').getByText('项目采购').click();
  await form.getByLabel('申请数量（第 1 行）').fill(request.quantity);
  await form.getByLabel('预估单价（第 1 行）').fill(request.price);
  const saved = page.waitForResponse((r) => r.url().includes('/api/purchase/request/save'));
  await form.getByRole('button', { name: buttonName('保存草稿') }).click();
  const requestNo: string = (await (await saved).json()).data.requestNo;
  await shell.expectNotice('已保存为草稿');
  const detail = page.getByRole('dialog', { name: new RegExp(`采购申请 ${requestNo}`) });
  await expect(detail).toContainText('草稿');
  await detail.getByRole('button', { name: buttonName('提交') }).click();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await shell.expectNotice('已提交，等待审批');
  return requestNo;
}
