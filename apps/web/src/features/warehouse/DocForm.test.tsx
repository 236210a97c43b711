import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enterValue } from '../../test/enter-value';
import { renderWithQuery } from '../../test/render-with-query';
import { blankDraft } from './blank-docs';
import { DocForm } from './DocForm';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ api: { POST: post, GET: async () => [] } }));

beforeEach(() => {
  post.mockReset();
  // the warehouse and dictionary pickers ask for their options; nothing here looks at them
  post.mockImplementation(async (path: string) => (/page|Page/.test(path) ? { rows: [], total: 0 } : []));
});

const LINE = {
  id: '466d50d2637eba3f81a5250afcb2a5cd',
  materialId: 'dd2ee150d2844277b89c1af40ce8fcc9',
  materialCode: 'EL-0003',
  materialName: '主控芯片',
  spec: 'STM32F407VGT6 LQFP100',
  unit: 'PCS',
  expectedQuantity: 10,
  batchNo: null,
  remark: null,
};

function renderForm(businessType: 'OTHER_IN' | 'OTHER_OUT') {
  const draft = blankDraft(
    { businessType, docType: businessType === 'OTHER_IN' ? 'IN' : 'OUT' },
    '2026-11-27',
  );
  renderWithQuery(
    <DocForm draft={{ ...draft, lines: [LINE] }} title="新增单据" onClose={() => {}} onSaved={() => {}} />,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const RECEIVED = '应收数量（第 1 行）';
const REMARK = '样机退回的主控芯片';

/**
 * issue 24 part 3 on the 单据 drawer's lines: each bad 应收 / 应发 and remark gets its message at the field as it is
 * typed, and what was typed, there and in the header, stays as typed.
 */
describe('单据 form: bad line values are refused at the field, nothing typed is lost', () => {
  it.each([
    ['empty', RECEIVED, '请输入应收数量', ''],
    ['too long (200 characters)', '备注（第 1 行）', '备注不能超过 200 个字符', '注'.repeat(201)],
    ['negative', RECEIVED, '应收数量必须大于 0', '-1'],
    ['zero', RECEIVED, '应收数量必须大于 0', '0'],
    ['exponent', RECEIVED, '不能用指数写法（如 1e9），请输入普通数字', '1e3'],
    ['letters', RECEIVED, '只能输入数字', '10箱'],
    ['more decimals than a quantity takes', RECEIVED, '最多 3 位小数', '1.2345'],
    ['overflow', RECEIVED, '应收数量不能超过 999,999,999', '1000000000'],
  ])('%s: %s → %s', async (_, label, message, typed) => {
    renderForm('OTHER_IN');
    await enterValue(field('备注'), REMARK);
    await enterValue(field(label), typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(label).value).toBe(typed);
    expect(field('备注').value).toBe(REMARK);
  });

  it.each([
    ['negative', '-3', '应发数量必须大于 0'],
    ['overflow', '9999999999', '应发数量不能超过 999,999,999'],
  ])('an 出库单 says 应发, %s: %s → %s', async (_, typed, message) => {
    renderForm('OTHER_OUT');
    await enterValue(field('应发数量（第 1 行）'), typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field('应发数量（第 1 行）').value).toBe(typed);
  });

  it('保存草稿 with a refused value sends nothing and keeps what was typed', async () => {
    renderForm('OTHER_IN');
    await enterValue(field('备注'), REMARK);
    await enterValue(field(RECEIVED), '1e9x');
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('只能输入数字')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/api/warehouse/doc/save', expect.anything());
    expect(field(RECEIVED).value).toBe('1e9x');
    expect(field('备注').value).toBe(REMARK);
  });
});
