import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enterValue } from '../../test/enter-value';
import { renderWithQuery } from '../../test/render-with-query';
import { LocationForm } from './LocationForm';
import type { WarehouseLocation } from './location-rules';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ api: { POST: post, GET: async () => [] } }));

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue([]);
});

/** 库区 A of 一号仓: a new 库位 goes under it, with its 排/列/层/容量. */
const ZONE = {
  id: '5b1f0c3a9e2d4c7b8a6f0e1d2c3b4a51',
  parentId: '5b1f0c3a9e2d4c7b8a6f0e1d2c3b4a50',
  level: 2,
  code: 'WH01-A',
  name: 'A 区',
  status: 'ENABLED',
} as WarehouseLocation;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/**
 * issue 24 part 3 on the 库位 dialog: each bad value of 排/列/层/容量 and the texts gets its message at the field as
 * it is typed, and what was typed, there and in the other fields, stays as typed.
 */
describe('库位 form: bad values are refused at the field, nothing typed is lost', () => {
  it.each([
    ['empty', '库位名称', '请输入库位名称', ''],
    ['too long (200 characters)', '备注', '备注不能超过 200 个字符', '备'.repeat(201)],
    ['too long name', '库位名称', '名称不能超过 50 个字符', '位'.repeat(51)],
    ['negative', '排', '排不能小于 0', '-1'],
    ['exponent', '列', '不能用指数写法（如 1e9），请输入普通数字', '1e2'],
    ['letters', '层', '只能输入数字', '3层'],
    ['not a whole number', '层', '请输入整数', '1.5'],
    ['overflow', '排', '排不能超过 99', '100'],
    ['overflow of 容量', '容量', '容量不能超过 999,999,999', '1000000000'],
    ['negative 容量', '容量', '容量不能小于 0', '-5'],
  ])('%s: %s → %s', async (_, label, message, typed) => {
    renderWithQuery(<LocationForm parent={ZONE} onClose={() => {}} onSaved={() => {}} />);
    await enterValue(field('库位编码'), 'WH01-A-01-02');
    await enterValue(field('库位名称'), 'A 区 1 排 2 位');
    await enterValue(field(label), typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(label).value).toBe(typed);
    expect(field('库位编码').value).toBe('WH01-A-01-02');
    if (label !== '库位名称') expect(field('库位名称').value).toBe('A 区 1 排 2 位');
  });

  it('保存 with a refused value sends nothing and keeps what was typed', async () => {
    renderWithQuery(<LocationForm parent={ZONE} onClose={() => {}} onSaved={() => {}} />);
    await enterValue(field('库位编码'), 'WH01-A-01-02');
    await enterValue(field('库位名称'), 'A 区 1 排 2 位');
    await enterValue(field('容量'), '5e3');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('不能用指数写法（如 1e9），请输入普通数字')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/api/warehouse/location/save', expect.anything());
    expect(field('容量').value).toBe('5e3');
  });
});
