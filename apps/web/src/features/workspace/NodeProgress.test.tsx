import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NodeProgress } from './NodeProgress';

const node = (
  order: number,
  name: string,
  status: 'APPROVED' | 'PENDING' | 'WAITING',
  approvers: string[],
) => ({
  id: `n${order}`,
  processId: 'p',
  name,
  order,
  status,
  approvers: approvers.map((person, i) => ({ id: `u${order}${i}`, name: person })),
  allowedActions: [],
});

describe('NodeProgress', () => {
  it('shows the nodes in order with approvers and status, the pending one as current', () => {
    const { container } = render(
      <NodeProgress
        nodes={[
          node(3, '财务审批', 'WAITING', ['王芳']),
          node(1, '发起申请', 'APPROVED', ['张伟']),
          node(2, '采购经理审批', 'PENDING', ['李娜', '刘洋']),
        ]}
      />,
    );
    const titles = [...container.querySelectorAll('.ant-steps-item-title')].map((el) => el.textContent);
    expect(titles).toEqual(['发起申请', '采购经理审批', '财务审批']);
    expect(screen.getByText('李娜、刘洋 · 审批中')).toBeTruthy();
    expect(container.querySelector('.ant-steps-item-process')?.textContent).toContain('采购经理审批');
    expect(container.querySelector('.ant-steps-item-finish')?.textContent).toContain('发起申请');
  });
});
