import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { describe, expect, it, vi } from 'vitest';
import { DynamicForm } from './dynamic-form';
import { purchaseFields } from './dynamic-form.fixtures';
import { EveryFieldType, ReadOnly } from './dynamic-form.stories';

function renderForm(onFinish = vi.fn()) {
  render(<EveryFieldType onFinish={onFinish} />);
  return onFinish;
}

describe('DynamicForm (spec §5)', () => {
  it('renders each type as its control', () => {
    renderForm();
    expect(screen.getByLabelText('采购事由').tagName).toBe('INPUT');
    expect(screen.getByRole('spinbutton', { name: '预计金额' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '需要上架安装' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '紧急程度' })).toBeTruthy();
  });

  it('rejects an empty required number', async () => {
    const onFinish = renderForm();
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('请输入预计金额')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('rejects -1 for a number (minimum 0)', async () => {
    const onFinish = renderForm();
    await userEvent.type(screen.getByRole('spinbutton', { name: '预计金额' }), '-1');
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('预计金额不能小于 0')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it.each([
    ['exponent', '1e9', '不能用指数写法（如 1e9），请输入普通数字'],
    ['letters', '1e9x', '只能输入数字'],
    ['letters after digits', '12abc', '只能输入数字'],
    ['overflow', '99999999999999', '预计金额不能超过 999,999,999,999'],
    ['too many decimals', '1.23456', '最多 3 位小数'],
  ])('refuses %s (%s) at the field and keeps it as typed (issue 24)', async (_, typed, message) => {
    const onFinish = renderForm();
    await userEvent.type(screen.getByRole('spinbutton', { name: '预计金额' }), typed);
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: '预计金额' })).toHaveProperty('value', typed);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('submits typed values when valid', async () => {
    const onFinish = renderForm();
    await userEvent.type(screen.getByLabelText('采购事由'), '研发测试环境扩容');
    await userEvent.type(screen.getByRole('spinbutton', { name: '预计金额' }), '86500');
    await userEvent.click(screen.getByRole('switch', { name: '需要上架安装' }));
    await userEvent.click(screen.getByRole('combobox', { name: '紧急程度' }));
    await userEvent.click(await screen.findByTitle('紧急'));
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({
        reason: '研发测试环境扩容',
        amount: 86500,
        needInstall: true,
        urgency: 'URGENT',
      }),
    );
  });

  it('works inside an outer form under a name prefix', async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish} initialValues={{ title: '采购申请', formData: { amount: 3 } }}>
        <Form.Item name="title" label="标题">
          <input />
        </Form.Item>
        <DynamicForm embedded namePrefix={['formData']} definitions={purchaseFields.slice(1, 2)} />
        <Button htmlType="submit">提交</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ title: '采购申请', formData: { amount: 3 } }),
    );
  });

  it('is read-only on request', () => {
    render(<ReadOnly />);
    expect(screen.getByRole('spinbutton', { name: '预计金额' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('采购事由')).toHaveProperty('disabled', true);
  });
});
