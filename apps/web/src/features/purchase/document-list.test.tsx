import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDocumentForm } from './document-list';

type Target = { mode: 'new' } | { mode: 'edit'; id: string };

describe('useDocumentForm: the form over a purchase list', () => {
  it('opens the form it is asked for and closes it without opening any detail', () => {
    const openDetail = vi.fn();
    const { result } = renderHook(() => useDocumentForm<Target>(openDetail));
    expect(result.current.target).toBeUndefined();
    act(() => result.current.open({ mode: 'edit', id: 'o1' }));
    expect(result.current.target).toEqual({ mode: 'edit', id: 'o1' });
    act(() => result.current.close());
    expect(result.current.target).toBeUndefined();
    expect(openDetail).not.toHaveBeenCalled();
  });

  it('after a save, closes the form and opens the saved document’s detail', () => {
    const openDetail = vi.fn();
    const { result } = renderHook(() => useDocumentForm<Target>(openDetail));
    act(() => result.current.open({ mode: 'new' }));
    act(() => result.current.saved('o9'));
    expect(result.current.target).toBeUndefined();
    expect(openDetail).toHaveBeenCalledWith('o9');
  });
});
