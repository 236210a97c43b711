import { expect, type Page } from '@playwright/test';
import { buttonName, openScreen } from './app';

/** The workspace screens and the approval detail. */
export class Workspace {
  constructor(private readonly page: Page) {}

  async open(path: '/workspace/todo' | '/workspace/done' | '/workspace/myapply') {
    await openScreen(this.page, path);
  }

  rows() {
    return this.page.locator('.ant-table-tbody .ant-table-row');
  }

  /** Opens the detail of the row that mentions `text` with its button (办理, 详情). */
  async openRow(text: string, label: string) {
    await this.rows()
      .filter({ hasText: text })
      .getByRole('button', { name: buttonName(label) })
      .click();
    await expect(this.detail()).toContainText(text);
  }

  async openFirst(label: string) {
    await this.rows()
      .first()
      .getByRole('button', { name: buttonName(label) })
      .click();
    await expect(this.detail()).toBeVisible();
  }

  detail() {
    return this.page.getByRole('dialog', { name: '审批详情' });
  }

  /** A button of the detail's action bar (同意, 转交 …), as people read it. */
  action(label: string) {
    return this.detail().getByRole('button', { name: buttonName(label) });
  }

  /** Closes the detail with its ✕. */
  async closeDetail() {
    await this.detail().getByRole('button', { name: '关闭' }).click();
    await expect(this.detail()).toBeHidden();
  }

  /** An attachment's image preview, by its file name. */
  attachmentImage(fileName: string) {
    return this.detail().getByRole('img', { name: fileName, exact: true });
  }

  /** An attachment that is not an image: a download link with its file name. */
  attachmentLink(fileName: string) {
    return this.detail().getByRole('link', { name: fileName, exact: true });
  }

  async startAction(label: string) {
    await this.detail()
      .getByRole('button', { name: buttonName(label) })
      .click();
    return this.dialog();
  }

  /** The topmost dialog that is not the detail drawer: an action's confirmation or 发起申请. */
  dialog() {
    return this.page
      .getByRole('dialog')
      .filter({ hasNot: this.page.getByText('审批记录') })
      .last();
  }

  /** A select by its label as people read it (a required field's name starts with the asterisk). */
  select(label: string) {
    return this.dialog().getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) });
  }

  async pick(label: string, option: string) {
    await this.select(label).click();
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click();
  }

  /** Opens a select and gives its options, for a retrying `toHaveText` (they may still be loading). */
  async options(label: string) {
    await this.select(label).click();
    return this.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  }
}
