/**
 * The prerendered login page (scripts/prerender-login.mjs) is a working form from its first paint: a person or a
 * password manager may type into it and press 登录 before the app's scripts have loaded. This module is both ends
 * of the hand-over: {@link armBootLogin} runs inline in index.html right after the markup, and
 * {@link takeBootLogin} is what the app's login page reads when it takes over, in the same frame the markup goes.
 */

/** The id of the prerendered login page in index.html (`scripts/prerender-login.mjs`). */
export const BOOT_MARKUP_ID = 'boot';

/** The attribute the armed form sets on the markup when 登录 was pressed before the app was ready. */
export const BOOT_SUBMITTED_ATTRIBUTE = 'data-submitted';
/**
 * The attribute it sets while 登录 is held down: a press the app's takeover cuts in two (the button it went down on
 * is gone when it comes up, so no click follows) still counts.
 */
export const BOOT_PRESSING_ATTRIBUTE = 'data-pressing';
/** What the prerendered 登录 button says while the app it waits for loads. */
export const BOOT_GETTING_READY = '登录中…';

/** The prerendered variant on screen: the one of the theme the inline head script chose. */
function shownVariant(doc: Document): Element | null {
  const theme = doc.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
  return doc.querySelector(`#${BOOT_MARKUP_ID} .boot-${theme}`);
}

/**
 * Inline in index.html, after the prerendered markup (it refers to nothing outside itself). It leaves only the
 * variant on screen (the other theme's, or both when a stored session opens another route, would be fields a
 * password manager or a screen reader could find), puts the caret in 用户名 (the markup carries no autofocus), and
 * holds a press of 登录 (or Enter) instead of letting the browser submit the page: the markup is marked submitted
 * and its button says it is getting ready, and the app carries the login out when it takes over (as it does for 登录
 * still held down at that moment).
 */
export function armBootLogin(doc: Document = document): void {
  const boot = doc.getElementById('boot');
  if (!boot) return;
  if (doc.documentElement.dataset.boot === 'app') {
    boot.remove();
    return;
  }
  const theme = doc.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
  for (const variant of boot.querySelectorAll(`.boot:not(.boot-${theme})`)) variant.remove();
  const form = boot.querySelector('form');
  if (!form) return;
  const username = form.querySelector<HTMLInputElement>('input[name="username"]');
  if (username && (doc.activeElement === null || doc.activeElement === doc.body)) username.focus();
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  submit?.addEventListener('pointerdown', (event) => {
    if (event.button === 0) boot.setAttribute('data-pressing', 'true');
  });
  // released anywhere: on 登录 a submit follows (below); elsewhere the press was taken back
  doc.addEventListener('pointerup', () => boot.removeAttribute('data-pressing'), true);
  doc.addEventListener('pointercancel', () => boot.removeAttribute('data-pressing'), true);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    boot.setAttribute('data-submitted', 'true');
    if (!submit) return;
    // antd's loading look: the primary button, dimmed; another press changes nothing
    submit.setAttribute('aria-busy', 'true');
    submit.classList.add('ant-btn-loading');
    submit.textContent = '登录中…';
  });
}

/**
 * The login form's controls a person can tab to, in the order the prerendered page and the app's login page both
 * have them (the page is prerendered from the same component): 用户名, 密码, its 显示 toggle, 登录.
 */
export const LOGIN_CONTROLS = 'input, button, [tabindex="0"]';

/** What was typed into the prerendered login page, where the focus was, and whether 登录 was pressed. */
export interface BootLogin {
  username: string;
  password: string;
  /**
   * The control that had the focus: its place among the form's {@link LOGIN_CONTROLS} (用户名 0, 密码 1, 显示 2,
   * 登录 3), with the caret's selection when it is a field (null for a button), to put the focus back where it was.
   */
  focus?: { control: number; start: number | null; end: number | null };
  submitted: boolean;
}

/**
 * The prerendered login page's state, read once by the app as it takes over (undefined when the page was not
 * prerendered, or has already gone).
 */
export function takeBootLogin(doc: Document = document): BootLogin | undefined {
  const boot = doc.getElementById(BOOT_MARKUP_ID);
  const variant = shownVariant(doc);
  if (!boot || !variant) return undefined;
  const value = (name: 'username' | 'password') =>
    variant.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const active = doc.activeElement;
  const control = [...variant.querySelectorAll(LOGIN_CONTROLS)].indexOf(active as Element);
  const field = active instanceof HTMLInputElement ? active : undefined;
  return {
    username: value('username'),
    password: value('password'),
    focus:
      control >= 0
        ? { control, start: field?.selectionStart ?? null, end: field?.selectionEnd ?? null }
        : undefined,
    submitted:
      boot.getAttribute(BOOT_SUBMITTED_ATTRIBUTE) === 'true' || boot.hasAttribute(BOOT_PRESSING_ATTRIBUTE),
  };
}
