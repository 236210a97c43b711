import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { describe, expect, it, vi } from 'vitest';
import { DISCARD_CONFIRM, useDiscardGuard } from './discard-guard';

function NameDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const { close, holder } = useDiscardGuard(form, onClose);
  return (
    <Modal open title="新增部门" onCancel={close} footer={<Button onClick={close}>取消</Button>}>
      {holder}
      <Form form={form} initialValues={{ name: '' }}>
        <Form.Item name="name" label="部门名称">
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const cancel = () => screen.getByRole('button', { name: /取\s?消/ });

describe('useDiscardGuard', () => {
  it('closes a form nobody typed in at once', async () => {
    const onClose = vi.fn();
    render(<NameDialog onClose={onClose} />);
    await userEvent.click(cancel());
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryAllByText(DISCARD_CONFIRM.title)).toEqual([]);
  });

  it('asks before closing a form with input: 继续编辑 keeps what was typed, 放弃修改 closes', async () => {
    const onClose = vi.fn();
    render(<NameDialog onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('部门名称'), '研发二部');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findAllByText(DISCARD_CONFIRM.title)).not.toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: DISCARD_CONFIRM.cancelText }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('部门名称')).toHaveProperty('value', '研发二部');

    await userEvent.click(cancel());
    // the first confirmation may still be fading out: the new one is the last
    const discard = await screen.findAllByRole('button', { name: DISCARD_CONFIRM.okText });
    await userEvent.click(discard.at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has the browser ask before a reload or a closed tab loses the input, and only then', async () => {
    render(<NameDialog onClose={vi.fn()} />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('部门名称'), '研发二部');
    expect(unload()).toBe(true);
  });
});
