import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk-loading';

describe('loadChunk (spec §2: a chunk that fails to load reports a chunk-load error after 120 seconds)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails as "Loading chunk {name} failed" when the import has not settled after 120 s', async () => {
    const pending = loadChunk('purchase-order', () => new Promise(() => {}));
    let outcome: unknown = 'pending';
    const settled = pending.catch((error: unknown) => error);
    void settled.then((error) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBe('pending'); // not a moment before 120 s
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Loading chunk purchase-order failed');
  });

  it('resolves a chunk that arrives in time', async () => {
    const pending = loadChunk('home', () => new Promise((done) => setTimeout(() => done('module'), 1000)));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBe('module');
  });

  it('names a failed import and a failed style sheet', async () => {
    await expect(
      loadChunk('home', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toThrow('Loading chunk home failed');
    await expect(
      loadChunk('home', () => Promise.reject(new Error('Unable to preload CSS for /assets/home.css'))),
    ).rejects.toThrow('Loading CSS chunk home failed');
  });
});
