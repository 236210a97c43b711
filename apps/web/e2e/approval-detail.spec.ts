import { readFile } from 'node:fs/promises';
import { openScreen, Shell } from './pages/app';
import { Workspace } from './pages/workflow';
import { expect, test } from './test';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the action bar is in view when the detail opens', async ({ page }) => {
      const workspace = new Workspace(page);
      await workspace.open('/workspace/todo');
      await workspace.openFirst('办理');
      await expect(workspace.detail()).toContainText('审批记录'); // a long record, the bar still in view
      for (const label of ['同意', '拒绝', '转交', '抄送', '退回']) {
        await expect(workspace.action(label)).toBeInViewport({ ratio: 1 });
      }
    });
  });
}

test('closing the detail and pressing Back leaves the list, without reopening the detail', async ({
  page,
}) => {
  const workspace = new Workspace(page);
  await openScreen(page, '/homePage');
  await new Shell(page).open('工作台', '待办');
  await workspace.openFirst('办理');
  await workspace.closeDetail();
  await expect(page).toHaveURL(/#\/workspace\/todo$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/homePage$/);
  await expect(workspace.detail()).toBeHidden();
});

test('an image attachment shows its picture', async ({ page }) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/todo');
  await workspace.openFirst('办理');
  const image = workspace.attachmentImage('机柜位置照片.jpg');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a file the process and its purchase request both carry is listed once, under 附件', async ({
  page,
}) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/todo');
  await workspace.openFirst('办理');
  const heading = (text: string) => workspace.detail().getByRole('separator').filter({ hasText: text });
  await expect(heading('申请明细')).toBeVisible(); // the purchase request has loaded
  await expect(heading('附件')).toHaveCount(1);
  await expect(workspace.attachmentLink('服务器配置清单.pdf')).toHaveCount(1);
  await expect(workspace.attachmentImage('机柜位置照片.jpg')).toHaveCount(1);
});

test('a PDF attachment downloads with its name', async ({ page }) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/todo');
  await workspace.openFirst('办理');
  const downloading = page.waitForEvent('download');
  await workspace.attachmentLink('服务器配置清单.pdf').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('服务器配置清单.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
});
