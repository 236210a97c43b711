import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookOnScreen } from '../test/render-hook-on-screen';
import { useDetailParam } from './use-detail-param';

/** The hook on a list screen opened at `url` (after /home), and the URL after each step. */
const renderOnList = (url: string) =>
  renderHookOnScreen('/warehouse/doc', url, () => useDetailParam('detail'));

describe('useDetailParam: a detail over a list, the same on every screen', () => {
  it('opens over the list keeping its page, and ✕ then Back does not reopen it', async () => {
    const screen = renderOnList('/warehouse/doc?pageNum=2');
    expect(screen.result.current.id).toBeNull();
    act(() => screen.result.current.open('7f11'));
    expect(screen.search()).toBe('?pageNum=2&detail=7f11');
    expect(screen.result.current.id).toBe('7f11');
    act(() => screen.result.current.close());
    expect(screen.where()).toBe('/warehouse/doc?pageNum=2');
    await screen.back();
    // Back after ✕ leaves the list for where the user came from, never back into the closed detail
    expect(screen.where()).toBe('/home');
  });

  it('closes a detail that came with a link by replacing it with its list', () => {
    const screen = renderOnList('/warehouse/doc?detail=7f11');
    expect(screen.result.current.id).toBe('7f11');
    act(() => screen.result.current.close());
    expect(screen.search()).toBe('');
    expect(screen.result.current.id).toBeNull();
  });
});
