import { buttonName, openHandOff, rowOf, Shell } from '../pages/app';
import { expect, test } from './test';

// 单据管理's detail offers what the document's status allows, as its row does (issue 25): on the mock that
// remembers, a 入库单 received from its order is released and started from its detail alone.

const CGDD_20261112_002 = '0f66fa84183449beb91363081216b6dc'; // 标准机柜 10 for P2026-001, nothing received

test('a 入库单 received from its order is submitted, audited and executed from its detail', async ({
  page,
}) => {
  const shell = new Shell(page);
  await openHandOff(page, `/warehouse/doc?fromOrder=${CGDD_20261112_002}`);
  const form = page.getByRole('dialog', { name: '新增入库单（CGDD-20261112-002）' });
  await expect(form.getByRole('combobox', { name: '项目' })).toBeDisabled();
  await expect(form.getByText('P2026-001 华东数据中心机房改造')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/api/warehouse/doc/save'));
  await form.getByRole('button', { name: '保存草稿' }).click();
  const docNo: string = (await (await saved).json()).data.docNo;
  await shell.expectNotice('保存成功');

  await rowOf(page, docNo).getByRole('button', { name: docNo }).click();
  const drawer = page.getByRole('dialog', { name: `单据详情：${docNo}` });
  await expect(drawer.getByText('华东数据中心机房改造')).toBeVisible();
  for (const [action, notice, status] of [
    ['提交', '提交成功', '待审核'],
    ['审核', '审核成功', '待执行'],
  ] as const) {
    await expect(drawer.getByRole('button', { name: buttonName('执行') })).toHaveCount(0);
    await drawer.getByRole('button', { name: buttonName(action) }).click();
    await page.getByRole('button', { name: buttonName('确定') }).click();
    await shell.expectNotice(notice);
    await expect(drawer.getByRole('heading', { level: 4 })).toContainText(status);
  }
  await expect(drawer.getByRole('button', { name: buttonName('反审核') })).toBeVisible();
  await drawer.getByRole('button', { name: buttonName('执行') }).click();
  await expect(page).toHaveURL(new RegExp(`#/warehouse/putinStore\\?docNo=${docNo}`));
  await expect(page.getByRole('form', { name: '入库明细' })).toBeVisible();
  await expect(page.getByLabel('标准机柜 本次实收')).toBeVisible();
});
