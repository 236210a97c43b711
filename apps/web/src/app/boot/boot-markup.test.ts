import { describe, expect, it } from 'vitest';
import { dropBootMarkupOnFirstDraw } from './boot-markup';

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('dropBootMarkupOnFirstDraw', () => {
  it('keeps the prerendered page through an empty first render, and drops it when the app draws', async () => {
    document.body.innerHTML = '<div id="boot"><main>登录</main></div><div id="root"></div>';
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
