import { PermissionProvider } from '@backoffice/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionBar } from './ActionBar';
import { barActions, type ProcessNode } from './process-actions';

const ZHANGWEI = { id: '7c9e6679f4a84c6d9a3b2e1f0d8c7b61', name: '张伟' };
const running = { status: 'RUNNING' as const, currentNodeId: 'n2', currentApprovers: [ZHANGWEI] };
const nodes: ProcessNode[] = [
  {
    id: 'n2',
    processId: 'p',
    name: '部门审批',
    order: 2,
    status: 'WAITING',
    approvers: [ZHANGWEI],
    allowedActions: ['APPROVE', 'REJECT'],
  },
];

/** The bar of the current approver, on a screen whose permission provider holds `codes`. */
function renderBar(codes: string[], onPick = vi.fn()) {
  render(
    <PermissionProvider codes={codes}>
      <ActionBar
        actions={barActions({ context: 'todo', userId: ZHANGWEI.id }, running, nodes)}
        onPick={onPick}
      />
    </PermissionProvider>,
  );
  return onPick;
}

describe('ActionBar: gated by the screen’s codes, as every button', () => {
  it('offers every action whose code the screen grants', async () => {
    const onPick = renderBar(['workflow:process:approve', 'workflow:process:reject']);
    await userEvent.click(screen.getByRole('button', { name: '拒 绝' }));
    expect(onPick).toHaveBeenCalledWith('REJECT');
  });

  it('disables an action without its code and says which code is missing, in the app’s one wording', async () => {
    const onPick = renderBar(['workflow:process:approve']);
    const reject = screen.getByRole('button', { name: '拒 绝' });
    expect(reject.hasAttribute('disabled')).toBe(true);
    // antd wraps a disabled button so that hovering its wrapper still opens the tooltip
    await userEvent.hover(reject.parentElement ?? reject);
    await userEvent.hover(reject);
    expect((await screen.findByRole('tooltip')).textContent).toBe('没有权限（workflow:process:reject）');
    expect(screen.getByRole('button', { name: '同 意' }).hasAttribute('disabled')).toBe(false);
    expect(onPick).not.toHaveBeenCalled();
  });
});
