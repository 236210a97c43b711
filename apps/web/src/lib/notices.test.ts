import type { Notice } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { createNoticeQueue } from './notices';

const notice = (title: string): Notice => ({ level: 'error', title });

describe('createNoticeQueue', () => {
  it('keeps notices until their renderer arrives, asks for it, then hands them over in order', () => {
    const queue = createNoticeQueue();
    let asked = 0;
    queue.onWaiting(() => asked++);
    queue.notify(notice('服务器发生错误，请检查服务器'));
    queue.notify(notice('请求超时'));
    expect(asked).toBe(2);
    const shown: string[] = [];
    queue.deliverTo((n) => void shown.push(n.title));
    queue.notify(notice('网络异常'));
    expect(shown).toEqual(['服务器发生错误，请检查服务器', '请求超时', '网络异常']);
    expect(asked).toBe(2);
  });

  it('asks at once when a notice was already waiting', () => {
    const queue = createNoticeQueue();
    queue.notify(notice('网络异常'));
    let asked = false;
    queue.onWaiting(() => {
      asked = true;
    });
    expect(asked).toBe(true);
  });
});
