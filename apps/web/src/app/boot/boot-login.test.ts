// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { armBootLogin, BOOT_GETTING_READY, BOOT_SUBMITTED_ATTRIBUTE, takeBootLogin } from './boot-login';

/** The prerendered page as the build writes it: both themes, ids carrying the variant, no autofocus. */
const variant = (theme: 'light' | 'dark') => `
  <div class="boot boot-${theme}"><main><form novalidate>
    <label for="boot-${theme}-login-username">用户名</label>
    <input id="boot-${theme}-login-username" name="username" autocomplete="username">
    <label for="boot-${theme}-login-password">密码</label>
    <input id="boot-${theme}-login-password" name="password" type="password" autocomplete="current-password">
    <span role="button" tabindex="0" class="ant-input-password-icon" aria-label="显示"></span>
    <button type="submit"><span>登 录</span></button>
  </form></main></div>`;

function prerendered(theme: 'light' | 'dark' = 'light') {
  document.documentElement.dataset.theme = theme;
  document.body.innerHTML = `<div id="boot">${variant('light')}${variant('dark')}</div><div id="root"></div>`;
  armBootLogin();
  return {
    field: (name: string) =>
      document.querySelector<HTMLInputElement>(`.boot-${theme} input[name="${name}"]`) as HTMLInputElement,
    button: () => document.querySelector<HTMLButtonElement>(`.boot-${theme} button`) as HTMLButtonElement,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.boot;
});

describe('armBootLogin', () => {
  it('leaves only the variant on screen, with the caret in its 用户名', () => {
    const page = prerendered('dark');
    expect(document.querySelectorAll('input[name="username"]')).toHaveLength(1);
    expect(document.activeElement).toBe(page.field('username'));
  });

  it('removes the page when a stored session opens another route', () => {
    document.documentElement.dataset.boot = 'app';
    prerendered();
    expect(document.getElementById('boot')).toBeNull();
  });

  it('holds a press of 登录 for the app: the page is not submitted, and the button says it is getting ready', () => {
    const page = prerendered();
    const submit = new Event('submit', { cancelable: true });
    page.button().closest('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.getElementById('boot')?.getAttribute(BOOT_SUBMITTED_ATTRIBUTE)).toBe('true');
    expect(page.button().textContent).toBe(BOOT_GETTING_READY);
    expect(page.button().getAttribute('aria-busy')).toBe('true');
  });
});

describe('takeBootLogin', () => {
  it('counts 登录 held down when the app takes over as pressed, and a press released beside it as taken back', () => {
    const page = prerendered();
    page.field('username').value = 'zhangwei';
    page.button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    expect(takeBootLogin()?.submitted).toBe(true);
    document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
    expect(takeBootLogin()?.submitted).toBe(false);
    page.button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 2 }));
    expect(takeBootLogin()?.submitted).toBe(false);
  });

  it('reads what was typed, where the caret is, and the press of 登录', () => {
    const page = prerendered();
    page.field('username').value = 'zhangwei';
    page.field('password').value = 'Zw@2026pass';
    page.field('password').focus();
    page.field('password').setSelectionRange(2, 4);
    page
      .button()
      .closest('form')
      ?.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(takeBootLogin()).toEqual({
      username: 'zhangwei',
      password: 'Zw@2026pass',
      focus: { control: 1, start: 2, end: 4 },
      submitted: true,
    });
  });

  it('reads the place of another control tabbed to (显示, 登录), with no caret, and no focus outside the form', () => {
    const page = prerendered();
    document.querySelector<HTMLElement>('.boot-light [aria-label="显示"]')?.focus();
    expect(takeBootLogin()?.focus).toEqual({ control: 2, start: null, end: null });
    page.button().focus();
    expect(takeBootLogin()?.focus).toEqual({ control: 3, start: null, end: null });
    page.field('username').focus();
    expect(takeBootLogin()?.focus).toEqual({ control: 0, start: 0, end: 0 });
    page.field('username').blur();
    expect(takeBootLogin()?.focus).toBeUndefined();
  });

  it('reads the variant of the theme on screen', () => {
    const page = prerendered('dark');
    page.field('username').value = 'lina';
    expect(takeBootLogin()).toMatchObject({ username: 'lina', password: '', submitted: false });
  });

  it('is undefined when nothing was prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeBootLogin()).toBeUndefined();
  });
});
