import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import TableFilterTree from './table-filter-tree';

describe('TableFilterTree (the Tree antd’s Table draws in a tree filter, scripts/table-filter-tree.mjs)', () => {
  it('draws antd’s Tree, once its chunk is in, with the props the filter gives it, and reports the checks', async () => {
    const onCheck = vi.fn();
    // What antd's FilterDropdown passes for `filterMode: 'tree'` (antd/es/table/hooks/useFilter/FilterDropdown.js).
    render(
      <TableFilterTree
        checkable
        selectable={false}
        blockNode
        multiple
        checkedKeys={[]}
        onCheck={onCheck}
        defaultExpandAll
        treeData={[
          { key: 'raw', title: '原材料', children: [{ key: 'steel', title: '钢材' }] },
          { key: 'part', title: '零部件' },
        ]}
      />,
    );
    expect(screen.queryByText('原材料')).toBeNull();
    await userEvent.click(await screen.findByText('钢材'));
    expect(screen.getByText('原材料')).toBeTruthy();
    expect(screen.getByText('零部件')).toBeTruthy();
    // 钢材 is 原材料's only child: checking it checks its parent too, as antd's tree filter does.
    expect(onCheck).toHaveBeenCalledWith(['steel', 'raw'], expect.objectContaining({ checked: true }));
  });
});
