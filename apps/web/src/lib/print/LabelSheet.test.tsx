import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LabelSheet } from './LabelSheet';
import { locationLabels } from './labels';

const LABELS = locationLabels(
  ['zone'],
  [
    { id: 'wh', parentId: '0', level: 1, code: 'WH01', name: '原材料仓' },
    { id: 'zone', parentId: 'wh', level: 2, code: 'WH01-A', name: '电子料区' },
    { id: 'a1', parentId: 'zone', level: 3, code: 'WH01-A-01-01', name: 'A-01-01' },
    { id: 'a2', parentId: 'zone', level: 3, code: 'WH01-A-01-02', name: 'A-01-02' },
  ],
);

describe('LabelSheet (issue 25: labels printed from the browser)', () => {
  afterEach(() => localStorage.clear());

  it('shows each label with its QR code and Code 128 of what the scan field reads, its code, name and facts', async () => {
    render(<LabelSheet title="库位条码" labels={LABELS} onBack={() => {}} />);
    expect(screen.getByText('库位条码（2 张）')).toBeTruthy();
    const label = screen.getByRole('article', { name: '标签 WH01-A-01-02' });
    expect(within(label).getByText('A-01-02')).toBeTruthy();
    expect(within(label).getByText('WH01-A-01-02')).toBeTruthy();
    expect(within(label).getByText('电子料区')).toBeTruthy();
    // each library loads on its own: wait for both drawings
    await waitFor(() => expect(within(label).getAllByRole('img')).toHaveLength(2));
    const codes = within(label).getAllByRole('img');
    expect(
      codes.map((code) => [code.getAttribute('aria-label'), code.querySelector('svg') !== null]),
    ).toEqual([
      ['二维码 L:WH01-A-01-02', true],
      ['条码 L:WH01-A-01-02', true],
    ]);
  });

  it('打印 prints; 返回 goes back', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const onBack = vi.fn();
    render(<LabelSheet title="库位条码" labels={LABELS} onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: /打印/ }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: /返\s?回/ }));
    expect(onBack).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('remembers the label size and paper picked for the next sheet', async () => {
    const { unmount } = render(<LabelSheet title="库位条码" labels={LABELS} onBack={() => {}} />);
    // 60×40 on A4 by default: 3 columns of 60 mm
    expect(screen.getByRole('region', { name: '第 1 页' }).style.gridTemplateColumns).toBe('repeat(3, 60mm)');
    await userEvent.click(screen.getByText('100×50 mm'));
    await userEvent.click(screen.getByText('标签打印机（每页一张）'));
    expect(screen.getAllByRole('region', { name: /^第 \d 页$/ })).toHaveLength(2);
    unmount();
    render(<LabelSheet title="库位条码" labels={LABELS} onBack={() => {}} />);
    const page = screen.getByRole('region', { name: '第 1 页' });
    expect([page.style.width, page.style.gridTemplateColumns]).toEqual(['100mm', 'repeat(1, 100mm)']);
  });

  it('says when there is nothing to print, and offers 重试 when loading failed; 打印 stays off', async () => {
    const retry = vi.fn();
    const { rerender } = render(
      <LabelSheet title="库位条码" labels={[]} emptyText="这里还没有库位" onBack={() => {}} />,
    );
    expect(screen.getByText('这里还没有库位')).toBeTruthy();
    expect(screen.getByRole('button', { name: /打印/ })).toHaveProperty('disabled', true);
    rerender(
      <LabelSheet
        title="库位条码"
        labels={undefined}
        failure={{ message: '库位加载失败', retry }}
        onBack={() => {}}
      />,
    );
    expect(screen.getByText('库位加载失败')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: /打印/ })).toHaveProperty('disabled', true);
  });
});
