import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enterValue } from '../../test/enter-value';
import { renderWithQuery } from '../../test/render-with-query';
import { SupplierForm } from './SupplierForm';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ api: { POST: post, GET: async () => [] } }));

beforeEach(() => {
  post.mockReset();
  // the tag and dictionary pickers ask for their options; nothing here looks at them
  post.mockResolvedValue([]);
});

const renderForm = () => renderWithQuery(<SupplierForm onClose={() => {}} onSaved={() => {}} />);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const NAME = '深圳市华强电子有限公司';

/**
 * issue 24 part 3 on the 供应商 dialog: each bad value gets its message at the field as it is typed, and what was
 * typed, there and in the other fields, stays as typed (币种 is no longer cut at three letters).
 */
describe('供应商 form: bad values are refused at the field, nothing typed is lost', () => {
  it.each([
    ['empty', '供应商名称', '请输入供应商名称', ''],
    ['too long (200 characters)', '地址', '地址不能超过 200 个字符', '址'.repeat(201)],
    ['too long name', '供应商名称', '供应商名称长度为 2 到 100 个字符', '供'.repeat(101)],
    ['negative', '评分', '评分不能小于 0', '-1'],
    ['exponent', '税率（%）', '不能用指数写法（如 1e9），请输入普通数字', '1e2'],
    ['letters', '评分', '只能输入数字', '九十'],
    ['not a whole number', '评分', '请输入整数', '90.5'],
    ['overflow', '税率（%）', '税率不能超过 100', '130'],
    ['currency longer than three letters', '币种', '3 位大写字母，如 CNY', 'CNYX'],
    ['currency in lower case', '币种', '3 位大写字母，如 CNY', 'usd'],
    ['empty currency', '币种', '请输入币种', ''],
    [
      'credit code of 19 characters',
      '统一社会信用代码',
      '18 位数字或大写字母（不含 I、O、Z、S、V）',
      '91440300MA5FUNKE3X1',
    ],
  ])('%s: %s → %s', async (_, label, message, typed) => {
    renderForm();
    await enterValue(field('供应商名称'), NAME);
    await enterValue(field(label), typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(label).value).toBe(typed);
    if (label !== '供应商名称') expect(field('供应商名称').value).toBe(NAME);
  });

  it('保存 with a refused value sends nothing and keeps what was typed', async () => {
    renderForm();
    await enterValue(field('供应商名称'), NAME);
    await enterValue(field('币种'), 'RMB元');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('3 位大写字母，如 CNY')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/api/purchase/supplier/save', expect.anything());
    expect(field('币种').value).toBe('RMB元');
    expect(field('供应商名称').value).toBe(NAME);
  });
});
