import { expect, type Page } from '@playwright/test';

/** A notice on screen: an error notification (top right) or a success message (top centre). */
export const NOTICE_SELECTOR = '.ant-notification-notice, .ant-message-notice';

/** One notice a page has shown: its text, and whether a journey's assertion has already counted it. */
interface ShownNotice {
  text: string;
  counted: boolean;
}

declare global {
  interface Window {
    /** Every notice this page has shown, in order (recordNotices). */
    __shownNotices?: ShownNotice[];
    /** How many notices had been shown at each mark of markNotices. */
    __noticeMarks?: Record<string, number>;
  }
}

/**
 * Runs in the page before its own scripts (an init script: it cannot close over anything). Whenever the DOM
 * changes, each notice on screen is recorded in `window.__shownNotices`, once per notice shown.
 */
export function recordNotices(): void {
  const selector = '.ant-notification-notice, .ant-message-notice';
  const shown: ShownNotice[] = [];
  const recorded = new WeakMap<Element, ShownNotice>();
  window.__shownNotices = shown;
  new MutationObserver(() => {
    for (const element of document.querySelectorAll(selector)) {
      const text = element.textContent ?? '';
      const notice = recorded.get(element);
      if (notice) notice.text = text;
      else {
        const added = { text, counted: false };
        recorded.set(element, added);
        shown.push(added);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Whether the page has shown a notice containing `text` that no earlier assertion counted; it counts it, so a
 * second assertion of the same text needs a second notice. A page without the recorder (a context a journey made
 * itself) answers from what is on screen.
 */
async function takeNotice(page: Page, text: string): Promise<boolean> {
  try {
    return await page.evaluate(
      ({ selector, text }) => {
        const shown = window.__shownNotices;
        if (!shown)
          return [...document.querySelectorAll(selector)].some((n) => n.textContent?.includes(text));
        const notice = shown.find((n) => !n.counted && n.text.includes(text));
        if (notice) notice.counted = true;
        return Boolean(notice);
      },
      { selector: NOTICE_SELECTOR, text },
    );
  } catch {
    return false; // the page is between two documents: ask again
  }
}

/**
 * Waits until the page shows a notice containing `text`, counting a 3 s message that a loaded machine drew and
 * removed between two polls of a visibility assertion (fails after the expect timeout).
 */
export async function expectNotice(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => takeNotice(page, text), { message: `a notice reading「${text}」is shown` })
    .toBe(true);
}

/**
 * A mark in the page's record of notices: `since()` gives the text of every notice shown after it, including one a
 * loaded machine drew and removed unseen (and every notice of a document loaded since). For negative checks ("no
 * notice"), made after a positive state.
 */
export async function markNotices(page: Page): Promise<{ since(): Promise<string[]> }> {
  const id = `mark-${Date.now()}-${Math.random()}`;
  await page.evaluate((id) => {
    if (!window.__shownNotices) throw new Error('this page does not record its notices (e2e/test.ts)');
    window.__noticeMarks = { ...window.__noticeMarks, [id]: window.__shownNotices.length };
  }, id);
  return {
    since: () =>
      page.evaluate((id) => {
        if (!window.__shownNotices) throw new Error('this page does not record its notices (e2e/test.ts)');
        return window.__shownNotices.slice(window.__noticeMarks?.[id] ?? 0).map((notice) => notice.text);
      }, id),
  };
}
