import { render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DISCARD_CONFIRM, useUnsavedInput } from './discard-guard';
import { FormCancelButton, FormDrawer, FormModal } from './form-containers';
import { hasUnsavedInput } from './unsaved-input';

type Container = 'modal' | 'drawer';

// as in the app: antd speaks Chinese (the modal's own footer says 取消)
const render = (ui: ReactElement) => renderBare(<ConfigProvider locale={zhCN}>{ui}</ConfigProvider>);

/** A form with a name and lines added by a button (as the material picker adds them), in either container. */
function NameForm({ container, onClose }: { container: Container; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string; lines: { code: string }[] }>();
  const fields = (
    <Form form={form} initialValues={{ name: '', lines: [] }}>
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
      <Form.List name="lines">
        {(lines, { add }) => (
          <>
            {lines.map((line) => (
              <span key={line.key}>第 {line.name + 1} 行</span>
            ))}
            <Button onClick={() => add({ code: 'EL-0004' })}>添加物料</Button>
          </>
        )}
      </Form.List>
    </Form>
  );
  return container === 'modal' ? (
    <FormModal form={form} title="新增物料" onClose={onClose}>
      {fields}
    </FormModal>
  ) : (
    <FormDrawer form={form} title="新增采购申请" onClose={onClose} footer={<FormCancelButton />}>
      {fields}
    </FormDrawer>
  );
}

const mask = (container: Container) =>
  document.querySelector(container === 'modal' ? '.ant-modal-wrap' : '.ant-drawer-mask') as HTMLElement;

// Every way out a person has: Esc, a click on the mask, the × in the title, and 取消.
const WAYS_OUT: Record<string, (container: Container) => Promise<void>> = {
  Esc: async () => void (await userEvent.keyboard('{Escape}')),
  mask: async (container) => userEvent.click(mask(container)),
  '×': async () => userEvent.click(screen.getByRole('button', { name: '关闭' })),
  取消: async () => userEvent.click(screen.getByRole('button', { name: /^取\s?消$/ })),
};

const question = () => screen.queryAllByText(DISCARD_CONFIRM.title);

describe.each<Container>(['modal', 'drawer'])('a form in a guarded %s', (container) => {
  it.each(Object.keys(WAYS_OUT))('closes at once by %s when nothing was typed', async (way) => {
    const onClose = vi.fn();
    render(<NameForm container={container} onClose={onClose} />);
    await WAYS_OUT[way]?.(container);
    expect(onClose).toHaveBeenCalledOnce();
    expect(question()).toEqual([]);
  });

  it.each(Object.keys(WAYS_OUT))('asks by %s once something was typed; 继续编辑 keeps it', async (way) => {
    const onClose = vi.fn();
    render(<NameForm container={container} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('名称'), '开关电源');
    await WAYS_OUT[way]?.(container);
    expect(await screen.findAllByText(DISCARD_CONFIRM.title)).not.toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: DISCARD_CONFIRM.cancelText }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('名称')).toHaveProperty('value', '开关电源');
  });

  it('asks once a line was added outside any typed field, and 放弃修改 closes', async () => {
    const onClose = vi.fn();
    render(<NameForm container={container} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '添加物料' }));
    expect(screen.getByText('第 1 行')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: DISCARD_CONFIRM.okText }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

/** An annotation kept in state, deep inside a drawer that has no form of its own (审批详情's 批注). */
function Annotation() {
  const [text, setText] = useState('');
  useUnsavedInput(undefined, { dirty: text !== '' });
  return (
    <Input.TextArea aria-label="批注内容" value={text} onChange={(event) => setText(event.target.value)} />
  );
}

/** 审批详情 (a drawer kept mounted, opened again and again) with the annotation inside it. */
function ApprovalDrawer({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>查看</Button>
      <FormDrawer
        open={open}
        destroyOnHidden
        title="审批详情"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <Annotation />
      </FormDrawer>
    </>
  );
}

describe('a form deeper inside a guarded container', () => {
  it('is asked about by the container, and counts for navigation until it is dropped', async () => {
    const onClose = vi.fn();
    render(<ApprovalDrawer onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('批注内容'), '请补充报价单');
    expect(hasUnsavedInput()).toBe(true);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: DISCARD_CONFIRM.okText }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(hasUnsavedInput()).toBe(false);
  });

  it('asks again once the drawer is opened again and typed in', async () => {
    const onClose = vi.fn();
    render(<ApprovalDrawer onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: /^查\s?看$/ }));
    await userEvent.type(await screen.findByLabelText('批注内容'), '请补充报价单');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findAllByText(DISCARD_CONFIRM.title)).not.toEqual([]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('FormCancelButton', () => {
  it('is a mistake outside a guarded container, said at once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the thrown render
    expect(() => render(<FormCancelButton />)).toThrow(
      'useGuardedClose is used inside a FormModal or a FormDrawer',
    );
  });
});
