// issue 25, what a warehouse prints: barcode / QR labels for materials, batches and locations, printed from the
// browser, carrying the code the execution screens' scan field reads back (lib/scan-codes.ts).
import { readScan, type ScannedCode } from '../src/lib/scan-codes';
import { buttonName, expandAll, openScreen, rowAction, rowOf } from './pages/app';
import { expect, type Locator, type Page, test } from './test';

/** The sheet's 打印 (its printer icon is part of its name). */
const PRINT = /打\s?印$/;

interface PrintedLabel {
  /** What a person reads on it. */
  text: string;
  /** What a scanner reads from its Code 128 and its QR code. */
  scanned: (ScannedCode | undefined)[];
}

/** The labels on the sheet, once each one's barcode and QR code are drawn. */
async function printedLabels(page: Page): Promise<PrintedLabel[]> {
  const labels = page.getByRole('article', { name: /^标签 / });
  await expect(labels.first()).toBeVisible();
  const read = async (label: Locator): Promise<PrintedLabel> => {
    const codes = [label.getByRole('img', { name: /^条码 / }), label.getByRole('img', { name: /^二维码 / })];
    for (const code of codes) await expect(code.locator('svg')).toBeVisible();
    return {
      // what is printed beside the codes, line by line: name, code, then each fact's term and value
      text: (await label.locator('.label-name, .label-code, dt, dd').allTextContents()).join(' '),
      scanned: await Promise.all(
        codes.map(async (code) => readScan((await code.getAttribute('data-code')) ?? '')),
      ),
    };
  };
  return Promise.all((await labels.all()).map(read));
}

const both = (scanned: ScannedCode) => [scanned, scanned];

test('物料编码: two selected materials print two labels whose codes scan back as those materials', async ({
  page,
}) => {
  await openScreen(page, '/material/code');
  await rowOf(page, 'EL-0001').getByRole('checkbox').check();
  await rowOf(page, 'EL-0003').getByRole('checkbox').check();
  await page.getByRole('button', { name: buttonName('打印标签') }).click();

  const labels = await printedLabels(page);
  expect(labels.map((label) => label.scanned)).toEqual([
    both({ kind: 'material', code: 'EL-0001' }),
    both({ kind: 'material', code: 'EL-0003' }),
  ]);
  expect(labels[0]?.text).toBe('贴片电阻 EL-0001 规格 10kΩ ±1% 0603 单位 个');
  expect(labels[1]?.text).toContain('主控芯片 EL-0003 规格 STM32F407VGT6 LQFP100');

  // 打印 hands the sheet to the browser's print dialog; 返回 is the list again.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: PRINT }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.getByRole('button', { name: buttonName('返回') }).click();
  await expect(rowOf(page, 'EL-0001')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test("库位管理: a bin's 打印条码 shows its label; a zone's prints the labels of all its bins", async ({
  page,
}) => {
  await openScreen(page, '/warehouse/position');
  await expandAll(page);
  await rowAction(page, 'WH01-A-01-02', '打印条码');
  const [bin] = await printedLabels(page);
  expect(bin).toEqual({
    text: 'A-01-02 WH01-A-01-02 仓库 原材料仓 库区 电子料区',
    scanned: both({ kind: 'location', code: 'WH01-A-01-02' }),
  });
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.getByRole('button', { name: buttonName('返回') }).click();
  await expandAll(page);
  await rowAction(page, '电子料区（WH01-A）', '打印库位条码');
  const zone = await printedLabels(page);
  expect(zone.map((label) => label.scanned[0]?.code)).toEqual([
    'WH01-A-01-01',
    'WH01-A-01-02',
    'WH01-A-02-01',
    'WH01-R-00-01',
  ]);
});

test('物料批次管理: 打印批次标签 prints the batch with its material and dates, scanning back as the batch', async ({
  page,
}) => {
  await openScreen(page, '/warehouse/batch');
  await rowAction(page, 'B20261115-EL0003-01', '打印批次标签');
  expect(await printedLabels(page)).toEqual([
    {
      text: '主控芯片 B20261115-EL0003-01 物料 EL-0003 STM32F407VGT6 LQFP100 生产日期 2026-10-28 有效期至 2028-11-14',
      scanned: both({ kind: 'batch', code: 'B20261115-EL0003-01' }),
    },
  ]);
});

test('a label sheet prints on the label stock picked last time: 100×50 on a label printer, one label a page', async ({
  page,
}) => {
  await openScreen(page, '/warehouse/batch');
  await rowAction(page, 'B20261115-EL0003-01', '打印批次标签');
  await page.getByText('100×50 mm').click();
  await page.getByText('标签打印机（每页一张）').click();
  await page.reload();
  const label = page.getByRole('article', { name: '标签 B20261115-EL0003-01' });
  await expect(label).toBeVisible();
  // 100 × 50 mm at CSS's 96 px an inch
  const box = await label.boundingBox();
  expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([378, 189]);
  await page.emulateMedia({ media: 'print' });
  // printing, only the labels show: no menu, no header, no buttons
  await expect(page.getByRole('button', { name: PRINT })).toBeHidden();
  await expect(page.getByRole('menu').first()).toBeHidden();
  await expect(label).toBeVisible();
});
