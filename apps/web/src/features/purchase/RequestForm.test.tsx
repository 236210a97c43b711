import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enterValue } from '../../test/enter-value';
import { renderWithQuery } from '../../test/render-with-query';
import { RequestForm } from './RequestForm';
import { newRequestValues } from './request-form';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ api: { POST: post, PUT: post, GET: async () => [] } }));

beforeEach(() => {
  post.mockReset();
  // the pickers ask for their options; nothing here looks at them
  post.mockImplementation(async (path: string) => (/page|Page/.test(path) ? { rows: [], total: 0 } : []));
});

const LINE = {
  key: '466d50d2637eba3f81a5250afcb2a5cd',
  materialId: 'dd2ee150d2844277b89c1af40ce8fcc9',
  materialCode: 'EL-0003',
  materialName: '主控芯片',
  spec: 'STM32F407VGT6 LQFP100',
  unit: 'PCS',
  quantity: 10,
  needDate: '2999-12-20',
};

function renderForm() {
  renderWithQuery(
    <RequestForm
      target={{ values: { ...newRequestValues(undefined), lines: [LINE] } }}
      onClose={() => {}}
      onSaved={() => {}}
    />,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const QUANTITY = '申请数量（第 1 行）';
const PRICE = '预估单价（第 1 行）';

/**
 * issue 24 part 3 on the drawer family (采购申请): each bad value gets its message at the field as it is typed, and
 * what was typed, there and in the other fields, stays as typed.
 */
describe('采购申请 form: bad values are refused at the field, nothing typed is lost', () => {
  it.each([
    ['empty', '标题', '请输入标题', ''],
    ['too long (200 characters)', '标题', '标题不能超过 100 个字符', '申'.repeat(200)],
    ['too long remark', '备注', '备注不能超过 500 个字符', '注'.repeat(501)],
    ['negative', QUANTITY, '数量必须大于 0', '-5'],
    ['exponent', QUANTITY, '不能用指数写法（如 1e9），请输入普通数字', '1e3'],
    ['more decimals than a quantity takes', QUANTITY, '最多 3 位小数', '1.2345'],
    ['letters', PRICE, '只能输入数字', '12abc'],
    ['overflow', PRICE, '预估单价不能超过 999,999,999,999.99', '99999999999999'],
    ['too long 用途', '用途（第 1 行）', '用途不能超过 100 个字符', '用'.repeat(101)],
  ])('%s: %s → %s', async (_, label, message, typed) => {
    renderForm();
    await userEvent.type(await screen.findByLabelText('标题'), '硬件组样机物料');
    await enterValue(field(label), typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(label).value).toBe(typed);
    if (label !== '标题') expect(field('标题').value).toBe('硬件组样机物料');
  });

  it('保存草稿 with a refused value sends nothing and keeps every field as typed', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    renderForm();
    await userEvent.type(await screen.findByLabelText('标题'), '硬件组样机物料');
    await userEvent.clear(field(PRICE));
    await userEvent.type(field(PRICE), '1e9x');
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('只能输入数字')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(post).not.toHaveBeenCalledWith('/api/purchase/request/save', expect.anything());
    expect(field(PRICE).value).toBe('1e9x');
    expect(field('标题').value).toBe('硬件组样机物料');
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
