import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTodoPoller } from './todo-poller';

describe('createTodoPoller (spec §4: every 3 minutes, not while hidden)', () => {
  let hidden = false;
  let calls = 0;
  const counts: number[] = [];
  let poller: ReturnType<typeof createTodoPoller>;

  beforeEach(() => {
    vi.useFakeTimers();
    hidden = false;
    calls = 0;
    counts.length = 0;
    poller = createTodoPoller({
      fetchCount: async () => ++calls,
      onCount: (count) => void counts.push(count),
      isHidden: () => hidden,
    });
  });
  afterEach(() => {
    poller.stop();
    vi.useRealTimers();
  });

  it('fetches at once, then every 3 minutes', async () => {
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(3 * 60_000 - 1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    expect(counts).toEqual([1, 2]);
  });

  it('does not poll while the page is hidden, and catches up once when it shows', async () => {
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    hidden = true;
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(calls).toBe(1);
    hidden = false;
    poller.onVisibilityChange();
    poller.onVisibilityChange();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
  });

  it('never runs two requests at a time', async () => {
    let release = () => {};
    poller = createTodoPoller({
      fetchCount: () => {
        calls++;
        return new Promise((done) => {
          release = () => done(7);
        });
      },
      onCount: (count) => void counts.push(count),
      isHidden: () => false,
    });
    void poller.refresh();
    void poller.refresh();
    expect(calls).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(counts).toEqual([7]);
  });
});
