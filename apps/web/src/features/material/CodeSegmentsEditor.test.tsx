import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'antd/es/form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../test/render-with-query';
import { CodeSegmentsEditor } from './CodeSegmentsEditor';
import type { CodeSegment } from './code-rule-rules';

// the 段类型 / 循环重置 selects read their dictionaries; none is asked for here
vi.mock('../../lib/api', () => ({ api: { GET: async () => [] } }));

const SEGMENTS: CodeSegment[] = [
  { id: 'a', sort: 1, type: 'FIXED', value: 'EL' },
  { id: 'b', sort: 2, type: 'SERIAL', length: 4, serialStart: 1, serialStep: 1, serialCurrent: 17 },
];

/** The editor inside a form as the 编码规则 dialog holds it; `values()` reads the form's segments. */
function renderEditor({ showCurrent = false } = {}) {
  let read: () => CodeSegment[] = () => [];
  function Host() {
    const [form] = Form.useForm<{ segments: CodeSegment[] }>();
    read = () => form.getFieldValue('segments');
    return (
      <Form form={form} initialValues={{ segments: SEGMENTS }}>
        <CodeSegmentsEditor showCurrent={showCurrent} />
      </Form>
    );
  }
  renderWithQuery(<Host />);
  return { values: () => read() };
}
const rows = () =>
  within(screen.getByRole('table', { name: '编码段' }))
    .getAllByRole('row')
    .slice(1);

describe('CodeSegmentsEditor (编码段 of the 编码规则 dialog)', () => {
  it("shows each segment's settings by its type: a fixed text, a serial's 长度/起始/步长", () => {
    renderEditor();
    expect((screen.getByLabelText('固定字符') as HTMLInputElement).value).toBe('EL');
    expect((screen.getByLabelText('长度') as HTMLInputElement).value).toBe('4');
    expect(screen.queryByText(/当前值/)).toBeNull();
  });

  it("shows a saved serial's 当前值 when asked", () => {
    renderEditor({ showCurrent: true });
    expect(screen.getByText('当前值 17')).toBeTruthy();
  });

  it('moves a segment down, removes one and adds a fixed one at the end', async () => {
    const { values } = renderEditor();
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '下移' }));
    expect(values().map((s) => s.type)).toEqual(['SERIAL', 'FIXED']);
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: /删\s*除/ }));
    expect(values().map((s) => s.type)).toEqual(['FIXED']);
    await userEvent.click(screen.getByRole('button', { name: '添加编码段' }));
    expect(values().map(({ type, sort, value }) => ({ type, sort, value }))).toEqual([
      { type: 'FIXED', sort: 1, value: 'EL' },
      { type: 'FIXED', sort: 2, value: '' },
    ]);
    expect(screen.getAllByLabelText('固定字符')).toHaveLength(2);
  });
});
