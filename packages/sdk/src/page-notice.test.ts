// @vitest-environment happy-dom
// The default notice of a page (no `notify` given): what a user sees and what a screen reader hears.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { PAGE_NOTICE_MS, showPageNotice } from './page-notice';

const notices = () => [...document.querySelectorAll<HTMLElement>('[role="alert"], [role="status"]')];
const closeButton = (notice: HTMLElement) =>
  notice.querySelector<HTMLButtonElement>('button[aria-label="关闭"]');

afterEach(() => {
  for (const notice of notices()) closeButton(notice)?.click();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.doUnmock('./page-defaults');
  vi.resetModules();
});

describe('the default notice of a page', () => {
  it('shows a failed call in the page as an alert with its title and the server message', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () =>
        new Response(JSON.stringify({ code: 500, message: '库存服务不可用', data: null }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    });
    await expect(api.GET('/api/auth/currentUser')).rejects.toMatchObject({ status: 500 });
    await vi.waitFor(() => expect(notices()).toHaveLength(1));
    const [notice] = notices() as [HTMLElement];
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.getAttribute('aria-live')).toBe('assertive');
    expect(notice.textContent).toContain('服务器发生错误，请检查服务器');
    expect(notice.textContent).toContain('库存服务不可用');
  });

  it('is a status (polite) for anything but an error, and adds no style element (a strict CSP allows it)', () => {
    const adoptedBefore = document.querySelectorAll('style, link').length;
    showPageNotice({ level: 'success', title: '保存成功' });
    const [notice] = notices() as [HTMLElement];
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(notice.textContent).toContain('保存成功');
    expect(document.querySelectorAll('style, link')).toHaveLength(adoptedBefore);
  });

  it('shows a burst of the same key once', () => {
    showPageNotice({ level: 'error', title: '网关超时', key: 'http-504' });
    showPageNotice({ level: 'error', title: '网关超时', key: 'http-504' });
    showPageNotice({ level: 'error', title: '网络连接失败，请检查网络后重试', key: 'ApiNetworkError' });
    expect(notices().map((notice) => notice.textContent)).toEqual([
      expect.stringContaining('网关超时'),
      expect.stringContaining('网络连接失败'),
    ]);
  });

  it('goes when its close button (关闭) is clicked', () => {
    showPageNotice({ level: 'warning', title: '请注意' });
    closeButton(notices()[0] as HTMLElement)?.click();
    expect(notices()).toEqual([]);
  });

  it('goes by itself after 4.5 s (spec §9), and stays while the pointer is over it', () => {
    vi.useFakeTimers();
    showPageNotice({ level: 'error', title: '请求超时，请稍后重试' });
    expect(PAGE_NOTICE_MS).toBe(4500);
    vi.advanceTimersByTime(4499);
    expect(notices()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notices()).toEqual([]);

    showPageNotice({ level: 'info', title: '已复制' });
    const notice = notices()[0] as HTMLElement;
    notice.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(10_000);
    expect(notices()).toHaveLength(1);
    notice.dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(PAGE_NOTICE_MS);
    expect(notices()).toEqual([]);
  });

  it('sits at the top right, and at the top centre on a narrow screen; dark on a dark scheme', () => {
    showPageNotice({ level: 'info', title: '宽屏' });
    const wide = notices()[0]?.parentElement as HTMLElement;
    expect(wide.style.position).toBe('fixed');
    expect(wide.style.right).toBe('24px');
    closeButton(notices()[0] as HTMLElement)?.click();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    showPageNotice({ level: 'info', title: '窄屏' });
    const narrow = notices()[0] as HTMLElement;
    expect(narrow.parentElement?.style.left).toBe('50%');
    expect(narrow.style.background).not.toBe('');
    expect(narrow.style.background).not.toMatch(/#fff|255, 255, 255\)/i);
  });

  it('falls back to the console when its module cannot be loaded, and throws nothing', async () => {
    vi.resetModules();
    vi.doMock('./page-defaults', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { pageNotify } = await import('./environment');
    expect(() => pageNotify({ level: 'error', title: '网关错误', description: '上游无响应' })).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[error] 网关错误', '上游无响应'));
    expect(notices()).toEqual([]);
    warn.mockRestore();
  });
});
