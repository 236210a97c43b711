import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { describe, expect, it, vi } from 'vitest';
import { notices } from '../../lib/notices';
import { AddMaterialsButton } from './AddMaterialsButton';

// The picker's chunk cannot be fetched (a deploy replaced it, the network dropped): its import fails.
vi.mock('../../lib/pickers/MaterialPicker', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/MaterialPicker-x.js');
});

describe('添加物料 when the picker cannot load', () => {
  it('says so with the spec’s chunk message, and the form keeps its lines and what was typed', async () => {
    const notify = vi.spyOn(notices, 'notify').mockImplementation(() => {});
    const values = { title: '机房改造', lines: [{ materialId: 'm1' }] };
    let form: ReturnType<typeof Form.useForm>[0] | undefined;
    function Harness() {
      [form] = Form.useForm();
      return (
        <Form form={form} initialValues={values}>
          <Form.Item name="title" label="标题">
            <Input />
          </Form.Item>
          <AddMaterialsButton lineOf={(material) => ({ materialId: material.id })} />
        </Form>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /添加物料/ }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          level: 'error',
          title: 'Loading chunk MaterialPicker failed',
          // another click would fail the same way until the page reloads: it asks to save first, then reload
          description: '物料选择没有加载出来，页面上已有的内容都还在；请先保存已填写的内容，再刷新页面重试',
        }),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(form?.getFieldsValue(true)).toEqual(values);
    // not left spinning (the spinner ends a render after the notice, so wait for it)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /添加物料/ }).className).not.toContain('ant-btn-loading'),
    );
  });
});
