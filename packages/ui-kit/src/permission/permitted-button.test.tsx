import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from './permission-context';
import {
  BatchDeleteButton,
  batchDeleteActions,
  ConfirmButton,
  ExportButton,
  PermittedButton,
} from './permitted-button';

describe('ExportButton', () => {
  it('is busy while the file comes, and usable again after a failure', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onExport = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    render(<ExportButton onExport={onExport} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /^导\s?出$/ });
    fireEvent.click(button);
    expect(onExport).toHaveBeenCalledOnce();
    expect(button.className).toMatch(/ant-btn-loading/);
    await act(async () => fail(new Error('网络异常')));
    expect(button.className).not.toMatch(/ant-btn-loading/);
    expect(button.disabled).toBe(false);
  });
});

describe('ExportButton with formats', () => {
  it('offers each file in a menu and exports the one chosen, busy while it comes', async () => {
    let done: () => void = () => undefined;
    const onExport = vi.fn(
      (_layout: 'FLAT' | 'INDENTED') => new Promise<void>((resolve) => (done = resolve)),
    );
    render(
      <PermissionProvider codes={['material:bom:export']}>
        <ExportButton
          code="material:bom:export"
          formats={[
            { key: 'FLAT', label: '单层' },
            { key: 'INDENTED', label: '多层缩进' },
          ]}
          onExport={onExport}
        />
      </PermissionProvider>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /^导\s?出$/ });
    await userEvent.hover(button);
    await userEvent.click(await screen.findByText('导出（多层缩进）'));
    expect(onExport).toHaveBeenCalledExactlyOnceWith('INDENTED');
    expect(button.className).toMatch(/ant-btn-loading/);
    await act(async () => done());
    expect(button.className).not.toMatch(/ant-btn-loading/);
  });
});

describe('ConfirmButton', () => {
  it('asks first and acts only on 确定', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfigProvider locale={zhCN}>
        <PermissionProvider codes={['system:role:remove']}>
          <ConfirmButton code="system:role:remove" confirm="确认删除角色「质检员」？" onConfirm={onConfirm}>
            删除
          </ConfirmButton>
        </PermissionProvider>
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^删\s?除$/ }));
    expect(await screen.findByText('确认删除角色「质检员」？')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^确\s?定$/ }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('asked from the keyboard: the question shows and the focus stays on the button', async () => {
    render(
      <ConfigProvider locale={zhCN}>
        <PermissionProvider codes={['system:role:remove']}>
          <ConfirmButton
            code="system:role:remove"
            confirm="确认删除角色「质检员」？"
            onConfirm={() => undefined}
          >
            删除
          </ConfirmButton>
        </PermissionProvider>
      </ConfigProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('确认删除角色「质检员」？')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^删\s?除$/ }));
  });

  it('without the code asks nothing', () => {
    render(
      <ConfirmButton code="system:role:remove" confirm="确认删除角色「质检员」？" onConfirm={() => undefined}>
        删除
      </ConfirmButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^删\s?除$/ }));
    expect(screen.queryByText('确认删除角色「质检员」？')).toBeNull();
  });
});

describe('BatchDeleteButton', () => {
  it('names the consequence under its question', async () => {
    render(
      <ConfigProvider locale={zhCN}>
        <BatchDeleteButton
          count={2}
          what="标签"
          description="仍被使用的标签不能删除，服务器会拒绝。"
          onConfirm={() => undefined}
        />
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^批量删除$/ }));
    expect(await screen.findByText('确认删除选中的 2 个标签？')).toBeTruthy();
    expect(screen.getByText('仍被使用的标签不能删除，服务器会拒绝。')).toBeTruthy();
  });
});

describe('batchDeleteActions', () => {
  it('deletes the selected ids and then clears the selection', async () => {
    const order: string[] = [];
    const remove = vi.fn(async (ids: string[]) => {
      order.push(`remove ${ids.join(',')}`);
    });
    const clear = vi.fn(() => order.push('clear'));
    const actions = batchDeleteActions({ what: '角色', remove });
    render(<ConfigProvider locale={zhCN}>{actions([1, 'r2'], [], clear)}</ConfigProvider>);
    fireEvent.click(screen.getByRole('button', { name: /^批量删除$/ }));
    expect(await screen.findByText('确认删除选中的 2 个角色？')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^确\s?定$/ })));
    expect(order).toEqual(['remove 1,r2', 'clear']);
  });
});

describe('PermittedButton with a reason of the record', () => {
  it('is disabled with that reason even for a user holding the code', async () => {
    render(
      <PermissionProvider codes={['system:user:remove']}>
        <PermittedButton code="system:user:remove" disabledReason="不能删除当前登录的用户">
          删除
        </PermittedButton>
      </PermissionProvider>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /^删\s?除$/ });
    expect(button.disabled).toBe(true);
    fireEvent.pointerEnter(button);
    expect(await screen.findByText('不能删除当前登录的用户')).toBeTruthy();
  });
});
