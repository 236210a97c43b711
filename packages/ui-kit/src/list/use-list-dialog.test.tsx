import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListDialog } from './use-list-dialog';

type Dialog = { kind: 'form'; id?: string } | { kind: 'password'; id: string };

describe('useListDialog', () => {
  it('opens the dialog it is given and closes it without refreshing the list', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useListDialog<Dialog>(refresh));
    expect(result.current.dialog).toBeUndefined();
    act(() => result.current.open({ kind: 'password', id: 'u1' }));
    expect(result.current.dialog).toEqual({ kind: 'password', id: 'u1' });
    act(() => result.current.close());
    expect(result.current.dialog).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('after a save, closes the dialog while the list is still refreshing', async () => {
    let refreshed!: () => void;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (refreshed = resolve)));
    const { result } = renderHook(() => useListDialog<Dialog>(refresh));
    act(() => result.current.open({ kind: 'form' }));
    let saved!: Promise<void>;
    act(() => {
      saved = result.current.closeAndRefresh();
    });
    expect(result.current.dialog).toBeUndefined();
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(async () => {
      refreshed();
      await saved;
    });
    expect(result.current.dialog).toBeUndefined();
  });
});
