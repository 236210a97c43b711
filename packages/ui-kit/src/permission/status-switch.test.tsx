import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from './permission-context';
import { StatusSwitch } from './status-switch';

function renderSwitch(enabled: boolean, onToggle: () => unknown) {
  render(
    <ConfigProvider locale={zhCN}>
      <PermissionProvider codes={['material:code:status']}>
        <StatusSwitch
          enabled={enabled}
          name="RM-0001 冷轧钢板"
          what="物料"
          code="material:code:status"
          description={enabled ? '停用后不能再用于采购、BOM 和出入库。' : undefined}
          onToggle={onToggle}
        />
      </PermissionProvider>
    </ConfigProvider>,
  );
}

describe('StatusSwitch', () => {
  it('asks 确认停用 with what it means, and switches only on 确定', async () => {
    const onToggle = vi.fn();
    renderSwitch(true, onToggle);
    await userEvent.click(screen.getByRole('switch', { name: '启用RM-0001 冷轧钢板' }));
    expect(await screen.findByText('确认停用物料「RM-0001 冷轧钢板」？')).toBeTruthy();
    expect(screen.getByText('停用后不能再用于采购、BOM 和出入库。')).toBeTruthy();
    expect(onToggle).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^确\s?定$/ }));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('asks 确认启用 of a disabled record', async () => {
    renderSwitch(false, vi.fn());
    await userEvent.click(screen.getByRole('switch', { name: '启用RM-0001 冷轧钢板' }));
    expect(await screen.findByText('确认启用物料「RM-0001 冷轧钢板」？')).toBeTruthy();
  });
});
