import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListStateView } from './list-state-view';

describe('a list that failed to load', () => {
  it('is announced as an alert with 加载失败, the reason and 重试, which reloads', async () => {
    const onRetry = vi.fn();
    render(
      <ListStateView status="error" error={new Error('网络连接失败')} onRetry={onRetry} position="body" />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('加载失败');
    expect(alert.textContent).toContain('网络连接失败');
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
