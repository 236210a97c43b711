import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enterValue } from '../../test/enter-value';
import { renderWithQuery } from '../../test/render-with-query';
import { BomForm } from './BomForm';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ api: { POST: post, GET: async () => [] } }));

beforeEach(() => {
  post.mockReset();
  // the material pickers ask for their options; nothing here looks at them
  post.mockImplementation(async (path: string) => (/page|Page/.test(path) ? { rows: [], total: 0 } : []));
});

function renderForm() {
  renderWithQuery(<BomForm onClose={() => {}} onSaved={() => {}} />);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** issue 24 part 3 on the BOM dialog: bad values are refused at the field as typed, nothing typed is lost. */
describe('BOM form: bad values are refused at the field, nothing typed is lost', () => {
  it.each([
    ['empty', '基本数量', '请输入基本数量', ''],
    ['negative', '基本数量', '基本数量必须大于 0', '-1'],
    ['exponent', '基本数量', '不能用指数写法（如 1e9），请输入普通数字', '1e3'],
    ['letters', '基本数量', '只能输入数字', '2件'],
    ['overflow', '基本数量', '基本数量不能超过 999,999,999', '1000000000'],
    ['too long (200 characters)', '备注', '备注不能超过 200 个字符', '备'.repeat(201)],
    ['not a version', '版本', '形如 V1.0', 'V1.0.0'],
  ])('%s: %s → %s', async (_, label, message, typed) => {
    renderForm();
    await userEvent.clear(field('版本'));
    await userEvent.type(field('版本'), 'V2.1');
    await enterValue(field(label), typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(label).value).toBe(typed);
    if (label !== '版本') expect(field('版本').value).toBe('V2.1');
  });

  it('失效日期 before 生效日期 is refused at 失效日期, and said again when 生效日期 changes', async () => {
    renderForm();
    fireEvent.change(field('生效日期'), { target: { value: '2026-12-01' } });
    fireEvent.change(field('失效日期'), { target: { value: '2026-11-30' } });
    expect(await screen.findByText('失效日期不能早于生效日期')).toBeTruthy();
    expect(field('失效日期').value).toBe('2026-11-30');
    fireEvent.change(field('生效日期'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(screen.queryByText('失效日期不能早于生效日期')).toBeNull());
  });

  it('保存 with a refused value sends nothing and keeps what was typed', async () => {
    renderForm();
    await userEvent.clear(field('基本数量'));
    await userEvent.type(field('基本数量'), '1e9x');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('只能输入数字')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/api/material/bom/save', expect.anything());
    expect(field('基本数量').value).toBe('1e9x');
  });
});
