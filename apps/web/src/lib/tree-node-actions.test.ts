import { describe, expect, it, vi } from 'vitest';
import { treeNodeActions } from './tree-node-actions';

const CODES = { edit: 'system:dept:edit', add: 'system:dept:add' };

describe('treeNodeActions', () => {
  it('edits the node and adds a child under it, each under its code', () => {
    const open = vi.fn();
    const [edit, child] = treeNodeActions({ id: 'd1' }, CODES, open);
    expect([edit?.label, edit?.code, child?.label, child?.code, child?.hidden]).toEqual([
      '修改',
      'system:dept:edit',
      '新增下级',
      'system:dept:add',
      undefined,
    ]);
    edit?.onClick();
    child?.onClick();
    expect(open.mock.calls).toEqual([[{ node: { id: 'd1' } }], [{ parentId: 'd1' }]]);
  });

  it('hides 新增下级 on a node that takes no children', () => {
    expect(treeNodeActions({ id: 'b1' }, CODES, vi.fn(), true)[1]?.hidden).toBe(true);
  });
});
