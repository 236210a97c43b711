import { expect, type Locator, type Page } from '@playwright/test';
import { buttonName, openScreen, requestsTo, rowAction, rowOf, Shell } from './app';

/** The example company's ids the warehouse journeys check requests against (openapi/MASTER-DATA.md). */
export const IDS = {
  EL0003: 'dd2ee150d2844277b89c1af40ce8fcc9',
  binA0101: '05c8d825458942898e692bf19b26be74',
  batchEl0004: '81bd940d53314905b01ac8795595e972',
  rkd001: '0e902d8c874b4832899b9335aca14f21',
  ckd001: '9c6976ca6ebe4baab717e83bf2429704',
};

/** 入库执行 / 出库执行 at a counter. */
export class ExecutionScreen {
  constructor(
    private readonly page: Page,
    private readonly direction: 'IN' | 'OUT',
  ) {}

  private get word() {
    return this.direction === 'IN' ? '入库' : '出库';
  }

  /** Opens the screen on a document, as 单据管理's 执行 does. */
  async openOn(docNo: string) {
    await openScreen(
      this.page,
      `${this.direction === 'IN' ? '/warehouse/putinStore' : '/warehouse/outStore'}?docNo=${docNo}`,
    );
    await expect(this.page.getByRole('form', { name: `${this.word}明细` })).toBeVisible();
  }

  /** The 本次 field of a material's row (the nth when the line was split). */
  thisTime(material: string, nth = 0) {
    return this.page.getByLabel(`${material} 本次${this.direction === 'IN' ? '实收' : '实发'}`).nth(nth);
  }

  batchNo(material: string, nth = 0) {
    return this.page.getByLabel(`${material} 批次号`).nth(nth);
  }

  confirm() {
    return this.page.getByRole('button', { name: buttonName(`确认${this.word}`) });
  }

  refusal() {
    return this.page.getByRole('alert').filter({ hasText: '未提交' });
  }

  private get executionPath() {
    return this.direction === 'IN' ? '/api/warehouse/execution/stockIn' : '/api/warehouse/execution/stockOut';
  }

  /** Counts the execution calls sent from now on. */
  countCalls(): () => number {
    const sent = requestsTo(this.page, this.executionPath);
    return () => sent.length;
  }

  waitForCall() {
    return this.page.waitForRequest((request) => request.url().includes(this.executionPath));
  }

  /** Opens the screen with no document: the work queue under the scan field. */
  async openQueue() {
    await openScreen(this.page, this.direction === 'IN' ? '/warehouse/putinStore' : '/warehouse/outStore');
    await expect(this.queue()).toBeVisible();
  }

  /** The work queue: the 待执行 / 执行中 documents of the direction. */
  queue() {
    return this.page.getByRole('region', { name: `待执行的${this.word}单` });
  }

  /** The scan field, as a scanner or a person types into it. */
  scanField() {
    return this.page.getByLabel(`扫描或输入${this.word}单号`);
  }

  /** Scans a label: its text typed into the scan field and Enter, as a scanner does. */
  async scan(text: string) {
    await this.scanField().fill(text);
    await this.scanField().press('Enter');
  }

  /** The bin of a material's row (the nth when the line was split). */
  location(material: string, nth = 0) {
    return this.page.getByLabel(`${material} 库位`).nth(nth);
  }

  /** The select of a material's bin, showing the bin chosen. */
  locationSelect(material: string, nth = 0) {
    return this.page.locator('.ant-select').filter({ has: this.location(material, nth) });
  }
}

/**
 * The 在库数量 cell of a material code on 库存查询, reached inside the app: the hash changes and the page does not
 * reload, so the cell shows what the app cached or fetched again itself, never a fresh start's answer. Fails if the
 * page reloaded on the way.
 */
export async function onHandCellInApp(page: Page, code: string): Promise<Locator> {
  await page.evaluate(() => {
    (window as unknown as { keptSinceLoad?: boolean }).keptSinceLoad = true;
    window.location.hash = '#/warehouse/inventory';
  });
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  await expect(row).toBeVisible();
  const headers = (await page.getByRole('columnheader').allTextContents()).map((header) => header.trim());
  const column = headers.indexOf('在库数量');
  expect(column, `库存查询 has no 在库数量 column: ${headers.join(' | ')}`).toBeGreaterThan(-1);
  const kept = await page.evaluate(() => (window as unknown as { keptSinceLoad?: boolean }).keptSinceLoad);
  expect(kept, 'the page reloaded on the way to 库存查询').toBe(true);
  return row.getByRole('cell').nth(column);
}

/**
 * What 库存查询 (by material) shows as 在库数量 for a material code, as a number: read afresh from the server (a
 * reload), not from what the page cached when it was last open.
 */
export async function onHandOf(page: Page, code: string): Promise<number> {
  await openScreen(page, '/warehouse/inventory');
  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  await expect(row).toBeVisible();
  const headers = (await page.getByRole('columnheader').allTextContents()).map((header) => header.trim());
  const column = headers.indexOf('在库数量');
  expect(column, `库存查询 has no 在库数量 column: ${headers.join(' | ')}`).toBeGreaterThan(-1);
  const quantity = Number(((await row.getByRole('cell').nth(column).textContent()) ?? '').replace(/,/g, ''));
  expect(Number.isFinite(quantity), `在库数量 of ${code} is not a number`).toBe(true);
  return quantity;
}

/** 提交 then 审核 a draft on 单据管理, each confirmed and shown in the row, so it waits for execution. */
export async function releaseDoc(page: Page, docNo: string): Promise<void> {
  for (const [action, notice, status] of [
    ['提交', '提交成功', '待审核'],
    ['审核', '审核成功', '待执行'],
  ] as const) {
    await rowAction(page, docNo, action);
    await page.getByRole('button', { name: buttonName('确定') }).click();
    await new Shell(page).expectNotice(notice);
    await expect(rowOf(page, docNo)).toContainText(status);
  }
}
