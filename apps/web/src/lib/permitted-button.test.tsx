import type { DownloadedFile } from '@backoffice/sdk';
import { act, fireEvent, render, screen } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { ConfirmButton, ExportButton, PermittedButton } from './permitted-button';

const hold = (...codes: string[]) =>
  useAuthStore.getState().setItems(codes.map((code) => ({ code, name: code })));

afterEach(() => hold());

describe('PermittedButton', () => {
  it('is disabled, saying which code is missing, for a user without the code', async () => {
    hold('system:user:export');
    render(<PermittedButton code="system:user:add">新增</PermittedButton>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /^新\s?增$/ });
    expect(button.disabled).toBe(true);
    fireEvent.pointerEnter(button); // antd 6 tooltips open on pointer events
    expect(await screen.findByText('没有权限（system:user:add）')).toBeTruthy();
  });

  it('works for a user holding the code', () => {
    hold('system:user:add');
    const onClick = vi.fn();
    render(
      <PermittedButton code="system:user:add" onClick={onClick}>
        新增
      </PermittedButton>,
    );
    fireEvent.click(screen.getByRole<HTMLButtonElement>('button', { name: /^新\s?增$/ }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('ExportButton', () => {
  it('is busy while the file comes, and usable again after a failure', async () => {
    let fail: (error: Error) => void = () => undefined;
    const download = vi.fn(() => new Promise<DownloadedFile>((_, reject) => (fail = reject)));
    render(<ExportButton download={download} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /^导\s?出$/ });
    fireEvent.click(button);
    expect(download).toHaveBeenCalledOnce();
    expect(button.className).toMatch(/ant-btn-loading/);
    await act(async () => fail(new Error('网络异常')));
    expect(button.className).not.toMatch(/ant-btn-loading/);
    expect(button.disabled).toBe(false);
  });
});

describe('ConfirmButton', () => {
  it('asks first and acts only on 确定', async () => {
    hold('system:role:remove');
    const onConfirm = vi.fn();
    render(
      <ConfigProvider locale={zhCN}>
        <ConfirmButton code="system:role:remove" confirm="确认删除角色「质检员」？" onConfirm={onConfirm}>
          删除
        </ConfirmButton>
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^删\s?除$/ }));
    expect(await screen.findByText('确认删除角色「质检员」？')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^确\s?定$/ }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('without the code is disabled, says why, and asks nothing', async () => {
    render(
      <ConfirmButton code="system:role:remove" confirm="确认删除角色「质检员」？" onConfirm={() => undefined}>
        删除
      </ConfirmButton>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /^删\s?除$/ });
    expect(button.disabled).toBe(true);
    fireEvent.pointerEnter(button);
    expect(await screen.findByText('没有权限（system:role:remove）')).toBeTruthy();
    expect(screen.queryByText('确认删除角色「质检员」？')).toBeNull();
  });
});
