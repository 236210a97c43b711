import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enterValue } from '../../test/enter-value';
import { renderWithQuery } from '../../test/render-with-query';
import { failingUntilHealed, readySide, WithSideQuery } from '../../test/side-queries';
import { MaterialForm } from './MaterialForm';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ api: { POST: post, GET: async () => [] } }));

const CATEGORY = {
  id: 'c1a2b3c4d5e64f7a8b9c0d1e2f3a4b01',
  parentId: '0',
  code: 'EL',
  name: '电子元器件',
  sort: 1,
  status: 'ENABLED',
  attributes: [],
  children: [],
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    // The code preview is not what these tests look at: it stays 生成中… (its suffix would appear later).
    if (path === '/api/material/material/previewCode') return new Promise(() => {});
    if (path === '/api/purchase/attrTag/getAll') return [];
    throw new Error(`unexpected ${path}`);
  });
});

function renderForm() {
  renderWithQuery(
    <MaterialForm
      categoryId={CATEGORY.id}
      categories={readySide('物料分类', [CATEGORY] as never)}
      extensionFields={readySide('扩展字段', [])}
      onClose={() => {}}
      onSaved={() => {}}
    />,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/**
 * issue 24 part 3 (nothing absurd is accepted): each bad value of the material dialog gets its message at the
 * field as it is typed, and what was typed in every field stays as typed.
 */
describe('物料 form: bad values are refused at the field, nothing typed is lost', () => {
  it.each([
    ['empty', '物料名称', '', '请输入物料名称'],
    ['too long (200 characters)', '品牌/厂家', '厂'.repeat(200), '品牌/厂家不能超过 50 个字符'],
    ['negative', '安全库存', '-5', '安全库存不能小于 0'],
    ['exponent', '保质期（天）', '1e9', '不能用指数写法（如 1e9），请输入普通数字'],
    ['letters', '保质期（天）', '1e9x', '只能输入数字'],
    ['letters after digits', '参考成本', '12abc', '只能输入数字'],
    ['more decimals than money takes', '参考成本', '1.2345', '最多 2 位小数'],
    ['overflow', '参考成本', '99999999999999', '参考成本不能超过 999,999,999,999.99'],
    ['overflow of days', '保质期（天）', '36501', '保质期不能超过 36,500'],
    ['min > max', '最低库存', '100', '最低库存不能高于最高库存'],
  ])('%s: %s %j → %s', async (_, label, typed, message) => {
    renderForm();
    await userEvent.type(field('物料名称'), '贴片电阻');
    await userEvent.type(field('最高库存'), '10');
    await enterValue(field(label), typed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(label).value).toBe(typed);
    expect(field('最高库存').value).toBe('10');
    if (label !== '物料名称') expect(field('物料名称').value).toBe('贴片电阻');
  });

  it('takes 最低库存 10 with 最高库存 100, and says so again when 最高库存 changes', async () => {
    renderForm();
    await userEvent.type(field('最低库存'), '100');
    await userEvent.type(field('最高库存'), '10');
    await waitFor(() => expect(screen.getByText('最低库存不能高于最高库存')).toBeTruthy());
    await userEvent.clear(field('最高库存'));
    await userEvent.type(field('最高库存'), '200');
    await waitFor(() => expect(screen.queryByText('最低库存不能高于最高库存')).toBeNull());
  });
});

/** issue 23: a side query the form needs that fails opens no half-built form. */
const saveButton = () => screen.getByRole('button', { name: /保\s?存/ }) as HTMLButtonElement;

describe('物料 form: its categories failed to load', () => {
  it('says so with 重试 and keeps 保存 off; after 重试 the categories are there and 保存 is on', async () => {
    const server = failingUntilHealed([CATEGORY] as never[]);
    renderWithQuery(
      <WithSideQuery label="物料分类" fetch={server.fetch}>
        {(categories) => (
          <MaterialForm
            categoryId={CATEGORY.id}
            categories={categories}
            extensionFields={readySide('扩展字段', [])}
            onClose={() => {}}
            onSaved={() => {}}
          />
        )}
      </WithSideQuery>,
    );
    expect(await screen.findByText('物料分类加载失败，暂不能保存')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    server.heal();
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(screen.queryByText('物料分类加载失败，暂不能保存')).toBeNull();
    expect(screen.getByText('电子元器件')).toBeTruthy();
  });
});
