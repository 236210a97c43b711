import { NOTICE_SUPPRESSION_SESSION_KEY } from '@backoffice/sdk/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationBridge, notify, SUPPRESS_ACTION_LABEL } from './notify';

function renderApp() {
  return render(<NotificationBridge />);
}

describe('notify', () => {
  it('shows the notice top right with its title and description', async () => {
    renderApp();
    act(() =>
      notify({
        level: 'error',
        title: '服务器发生错误，请检查服务器',
        description: '数据库连接失败',
        key: 'http-500',
      }),
    );
    expect(await screen.findByText('服务器发生错误，请检查服务器')).toBeTruthy();
    expect(screen.getByText('数据库连接失败')).toBeTruthy();
    expect(document.querySelector('.ant-notification-topRight')).not.toBeNull();
  });

  it('一段时间内不再提示 sets the session flag and stops the next notice', async () => {
    renderApp();
    act(() => notify({ level: 'error', title: '网关错误', key: 'http-502' }));
    await userEvent.click(await screen.findByRole('button', { name: SUPPRESS_ACTION_LABEL }));
    expect(sessionStorage.getItem(NOTICE_SUPPRESSION_SESSION_KEY)).toBe('1');
    act(() => notify({ level: 'error', title: '网关超时', key: 'http-504' }));
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByText('网关超时')).toBeNull();
  });

  it('shows notices sent before the bridge mounted', async () => {
    notify({ level: 'warning', title: '请求超时，请稍后重试', key: 'timeout' });
    renderApp();
    expect(await screen.findByText('请求超时，请稍后重试')).toBeTruthy();
  });
});
