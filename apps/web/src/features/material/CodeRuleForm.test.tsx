import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enterValue } from '../../test/enter-value';
import { renderWithQuery } from '../../test/render-with-query';
import { readySide } from '../../test/side-queries';
import { CodeRuleForm } from './CodeRuleForm';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ api: { POST: post, GET: async () => [] } }));

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue([]);
});

const renderForm = () =>
  renderWithQuery(
    <CodeRuleForm categories={readySide('物料分类', [])} canTest onClose={() => {}} onSaved={() => {}} />,
  );
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const NAME = '电子料编码';

/**
 * issue 24 part 3 on the 编码规则 dialog: each bad value of the rule and of its 流水号 segment (长度/起始/步长) gets its
 * message at the field as it is typed, and what was typed, there and in the other fields, stays as typed
 * (补齐字符 is no longer cut at one character).
 */
describe('编码规则 form: bad values are refused at the field, nothing typed is lost', () => {
  it.each([
    ['empty', '最大长度', '请输入最大长度', ''],
    ['empty name', '规则名称', '请输入规则名称', ''],
    ['too long (200 characters)', '描述', '描述不能超过 200 个字符', '描'.repeat(201)],
    ['too long name', '规则名称', '规则名称不能超过 30 个字符', '规'.repeat(31)],
    ['negative', '步长', '步长不能小于 1', '-1'],
    ['exponent', '起始', '不能用指数写法（如 1e9），请输入普通数字', '1e5'],
    ['letters', '最大长度', '只能输入数字', '二十'],
    ['not a whole number', '长度', '请输入整数', '4.5'],
    ['overflow', '最大长度', '最大长度不能超过 40', '41'],
    ['overflow of the serial length', '长度', '流水号长度不能超过 10', '11'],
    ['overflow of the start', '起始', '起始值不能超过 999,999,999', '1000000000'],
    ['two padding characters', '补齐字符', '补齐字符不能超过 1 个字符', '00'],
  ])('%s: %s → %s', async (_, label, message, typed) => {
    renderForm();
    await enterValue(field('规则名称'), NAME);
    await enterValue(field(label), typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(label).value).toBe(typed);
    if (label !== '规则名称') expect(field('规则名称').value).toBe(NAME);
  });

  it('保存 with a refused value sends nothing and keeps what was typed', async () => {
    renderForm();
    await enterValue(field('规则编码'), 'EL');
    await enterValue(field('规则名称'), NAME);
    await enterValue(field('步长'), '1e2');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('不能用指数写法（如 1e9），请输入普通数字')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/api/material/codeRule/save', expect.anything());
    expect(field('步长').value).toBe('1e2');
    expect(field('规则编码').value).toBe('EL');
  });
});
