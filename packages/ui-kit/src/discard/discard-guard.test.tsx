import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { describe, expect, it, vi } from 'vitest';
import { DISCARD_CONFIRM, useDiscardGuard, useUnsavedInput } from './discard-guard';
import { hasUnsavedInput } from './unsaved-input';

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

  it('no longer counts the input once 放弃修改 is chosen, so the navigation the close makes is not asked about', async () => {
    let holdsInputWhenClosed: boolean | undefined;
    render(<NameDialog onClose={() => (holdsInputWhenClosed = hasUnsavedInput())} />);
    await userEvent.type(screen.getByLabelText('部门名称'), '研发二部');
    expect(hasUnsavedInput()).toBe(true);
    await userEvent.click(cancel());
    await userEvent.click(await screen.findByRole('button', { name: DISCARD_CONFIRM.okText }));
    expect(holdsInputWhenClosed).toBe(false);
  });
});

function ProfilePage() {
  const [form] = Form.useForm<{ nickname: string }>();
  const { markSaved } = useUnsavedInput(form);
  return (
    <Form form={form} initialValues={{ nickname: '张三' }} onFinish={markSaved}>
      <Form.Item name="nickname" label="用户昵称">
        <Input />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
    </Form>
  );
}

describe('useUnsavedInput on a form page', () => {
  it('holds input once typed in, not after its save, and again once changed after the save', async () => {
    render(<ProfilePage />);
    expect(hasUnsavedInput()).toBe(false);
    await userEvent.type(screen.getByLabelText('用户昵称'), '丰');
    expect(hasUnsavedInput()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await vi.waitFor(() => expect(hasUnsavedInput()).toBe(false));
    await userEvent.type(screen.getByLabelText('用户昵称'), '年');
    expect(hasUnsavedInput()).toBe(true);
  });

  it('is forgotten when the page goes', async () => {
    const { unmount } = render(<ProfilePage />);
    await userEvent.type(screen.getByLabelText('用户昵称'), '丰');
    unmount();
    expect(hasUnsavedInput()).toBe(false);
  });
});
