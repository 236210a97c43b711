import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';

const here = () => location.pathname + location.search;

describe('another app on BrowserRouter, against the mock', () => {
  it('lands a 401 on its own /login?redirect=… route', async () => {
    expect(import.meta.env.VITE_API_URL, 'VITE_API_URL points at the mock').toMatch(/^http/);
    history.pushState(null, '', '/todos?status=open');
    render(<App />);
    // no token yet: the mock answers 401, the sdk clears nothing more and calls onUnauthorized
    await waitFor(() => expect(here()).toBe('/login?redirect=%2Ftodos%3Fstatus%3Dopen'));
    expect(await screen.findByRole('heading', { name: '登录' })).toBeTruthy();
  });

  it('logs in and comes back to where it was, with the to-dos in the ui-kit table', async () => {
    history.pushState(null, '', '/login?redirect=%2Ftodos%3Fstatus%3Dopen');
    render(<App />);
    fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'zhangwei' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(here()).toBe('/todos?status=open'));
    expect(await screen.findByText('刘洋提交的采购申请：研发测试服务器 2 台')).toBeTruthy();
    expect(localStorage.getItem('Authorization')).toMatch(/^Bearer /);
  });
});
