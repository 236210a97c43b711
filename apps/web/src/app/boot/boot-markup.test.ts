// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const settle = () => new Promise((done) => setTimeout(done, 0));
const BOOT =
  '<div id="boot"><div class="boot boot-light"><form><input name="username"><input name="password"></form></div></div>';

/** A fresh copy of the module: it hands what was typed over once per page. */
const load = () => import('./boot-markup');

beforeEach(() => {
  vi.resetModules();
  document.documentElement.dataset.theme = 'light';
  document.body.innerHTML = `${BOOT}<div id="root"></div>`;
});

describe('dropBootMarkupOnFirstDraw', () => {
  it('keeps the prerendered page through an empty first render, and drops it when the app draws', async () => {
    const { dropBootMarkupOnFirstDraw } = await load();
    const root = document.getElementById('root') as HTMLElement;
    dropBootMarkupOnFirstDraw(root);
    root.append(document.createTextNode(''));
    await settle();
    expect(document.getElementById('boot')).not.toBeNull();
    root.append(document.createElement('main'));
    await settle();
    expect(document.getElementById('boot')).toBeNull();
  });
});

describe('handOverBootLogin', () => {
  it('gives what was typed to a login page that mounts after the prerendered page went, once', async () => {
    const { dropBootMarkupOnFirstDraw, handOverBootLogin } = await load();
    const root = document.getElementById('root') as HTMLElement;
    dropBootMarkupOnFirstDraw(root);
    (document.querySelector('input[name="username"]') as HTMLInputElement).value = 'zhangwei';
    root.append(document.createElement('div')); // the app's first draw is not the login page
    await settle();
    expect(handOverBootLogin()).toMatchObject({ username: 'zhangwei', submitted: false });
    expect(handOverBootLogin()).toBeUndefined();
  });

  it('reads the page live when the login page is the first draw, and never again (a later visit to login)', async () => {
    const { dropBootMarkupOnFirstDraw, handOverBootLogin } = await load();
    const root = document.getElementById('root') as HTMLElement;
    dropBootMarkupOnFirstDraw(root);
    (document.querySelector('input[name="password"]') as HTMLInputElement).value = 'secret';
    expect(handOverBootLogin()).toMatchObject({ password: 'secret' });
    root.append(document.createElement('main'));
    await settle();
    expect(handOverBootLogin()).toBeUndefined();
  });
});
