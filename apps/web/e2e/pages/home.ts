import type { Page } from '@playwright/test';
import { openScreen } from './app';

/** The home page: its cards by title, what they list, and 查看全部. */
export class Home {
  constructor(private readonly page: Page) {}

  async open() {
    await openScreen(this.page, '/homePage');
  }

  card(title: string) {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** The titles of every card on the page, in order. */
  cardTitles() {
    return this.page
      .getByRole('region')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  }

  /** An item of a card (a process, a CC record), by its title. */
  item(card: string, title: string) {
    return this.card(card).getByRole('link', { name: title, exact: true });
  }

  viewAll(card: string) {
    return this.card(card).getByRole('link', { name: '查看全部' });
  }

  notice(title: string) {
    return this.card('通知公告').getByRole('button', { name: title, exact: true });
  }
}
