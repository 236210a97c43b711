import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../lib/route-paths';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ api: { POST: post } }));

const USER = { id: 'u1', username: 'zhangwei', nickname: '张伟' };

/** The prerendered login page on screen, as the build writes it, with what a person typed before the app came. */
function prerendered({ username = '', password = '', submitted = false, focus = '', focusOn = '' }) {
  document.documentElement.dataset.theme = 'light';
  const boot = document.createElement('div');
  boot.id = 'boot';
  boot.innerHTML = `<div class="boot boot-light"><form>
    <input name="username"><input name="password" type="password">
    <span role="button" tabindex="0" class="ant-input-password-icon" aria-label="显示"></span>
    <button type="submit">登 录</button>
  </form></div>`;
  if (submitted) boot.setAttribute('data-submitted', 'true');
  document.body.append(boot);
  const field = (name: string) => boot.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  field('username').value = username;
  field('password').value = password;
  if (focus) {
    field(focus).focus();
    field(focus).setSelectionRange(1, 2);
  }
  if (focusOn) boot.querySelector<HTMLElement>(focusOn)?.focus();
}

/** The app taking over: a fresh module (the prerendered page is handed over once per page load). */
async function takeOver() {
  const { default: LoginPage } = await import('./LoginPage');
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path={PATHS.homePage} element={<p>工作台</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.resetModules();
  post.mockReset();
  post.mockResolvedValue({ token: 'Bearer t', user: USER });
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('LoginPage taking over the prerendered page', () => {
  it('keeps what was typed, the field the caret was in and the caret', async () => {
    prerendered({ username: 'zhangwei', password: 'Zw@', focus: 'password' });
    await takeOver();
    expect(screen.getByLabelText('用户名')).toHaveProperty('value', 'zhangwei');
    expect(screen.getByLabelText('密码')).toHaveProperty('value', 'Zw@');
    expect(document.activeElement).toBe(screen.getByLabelText('密码'));
    const password = screen.getByLabelText<HTMLInputElement>('密码');
    expect([password.selectionStart, password.selectionEnd]).toEqual([1, 2]);
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps the focus on 显示 when it was tabbed there before the app came, not back in 用户名', async () => {
    prerendered({ username: 'zhangwei', focusOn: '[aria-label="显示"]' });
    const app = (await takeOver()).container;
    await waitFor(() => expect(document.activeElement).toBe(app.querySelector('.ant-input-password-icon')));
    expect(screen.getByLabelText('用户名')).toHaveProperty('value', 'zhangwei');
  });

  it('keeps the focus on 登录 when it was tabbed there before the app came', async () => {
    prerendered({ username: 'zhangwei', password: 'Zw@', focusOn: 'button' });
    const app = (await takeOver()).container;
    await waitFor(() => expect(document.activeElement).toBe(app.querySelector('button[type="submit"]')));
    expect(post).not.toHaveBeenCalled();
  });

  it('carries out a 登录 pressed before the app was ready, once, with what was typed', async () => {
    prerendered({ username: ' zhangwei ', password: 'Zw@2026pass', submitted: true });
    await takeOver();
    await screen.findByText('工作台');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/auth/login', {
      body: { username: 'zhangwei', password: 'Zw@2026pass' },
    });
  });

  it('shows the field messages for a 登录 pressed on empty fields, and sends nothing', async () => {
    prerendered({ submitted: true });
    await takeOver();
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('starts empty when nothing was prerendered (the development server, a later visit)', async () => {
    await takeOver();
    await waitFor(() => expect(screen.getByLabelText('用户名')).toHaveProperty('value', ''));
    expect(document.activeElement).toBe(screen.getByLabelText('用户名'));
  });
});
