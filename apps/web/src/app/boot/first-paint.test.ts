import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './first-paint';

describe('afterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for a frame and a task before starting', () => {
    vi.useFakeTimers();
    let frame: (() => void) | undefined;
    let started = false;
    afterFirstPaint(
      () => {
        started = true;
      },
      {
        doc: { visibilityState: 'visible' },
        nextFrame: (callback) => {
          frame = callback;
        },
      },
    );
    vi.runAllTimers();
    expect(started).toBe(false);
    frame?.();
    expect(started).toBe(false);
    vi.runAllTimers();
    expect(started).toBe(true);
  });

  it('starts at once in a hidden tab, which never paints', () => {
    let started = false;
    afterFirstPaint(
      () => {
        started = true;
      },
      { doc: { visibilityState: 'hidden' }, nextFrame: () => {} },
    );
    expect(started).toBe(true);
  });
});
