import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from './opened-once';

describe('useOpenedOnce', () => {
  function Page() {
    const [open, setOpen] = useState(false);
    const opened = useOpenedOnce(open);
    return (
      <>
        <button type="button" onClick={() => setOpen(!open)}>
          详情
        </button>
        <p>{opened ? (open ? '打开' : '已关闭，仍在页面') : '从未打开'}</p>
      </>
    );
  }

  it('is false until the first opening, then stays true when closed', () => {
    render(<Page />);
    expect(screen.getByText('从未打开')).toBeTruthy();
    act(() => screen.getByRole('button', { name: '详情' }).click());
    expect(screen.getByText('打开')).toBeTruthy();
    act(() => screen.getByRole('button', { name: '详情' }).click());
    expect(screen.getByText('已关闭，仍在页面')).toBeTruthy();
  });
});
