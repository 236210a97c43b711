import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterTree, type FilterTreeQuery } from './filter-tree';

type Department = { id: string; parentId: string; name: string };
const DEPARTMENTS: Department[] = [
  { id: 'd1', parentId: '0', name: '总公司' },
  { id: 'd2', parentId: 'd1', name: '采购部' },
  { id: 'd3', parentId: 'd1', name: '仓储部' },
];
const loaded: FilterTreeQuery<Department> = {
  data: DEPARTMENTS,
  isPending: false,
  isError: false,
  error: null,
  refetch: () => undefined,
};

/** The tree beside a list whose applied filter is `selected`, as UserPage holds it. */
function TreeBesideList({
  query,
  onFilter,
}: {
  query: FilterTreeQuery<Department>;
  onFilter: (id?: string) => void;
}) {
  const [selected, setSelected] = useState<string>();
  return (
    <FilterTree
      label="部门"
      nodeTitle={(d) => d.name}
      query={query}
      selected={selected}
      onSelect={(id) => {
        setSelected(id);
        onFilter(id);
      }}
    />
  );
}

describe('FilterTree: the tree beside a list', () => {
  it('shows every node expanded; a click filters by it, a second click clears the filter', async () => {
    const onFilter = vi.fn();
    render(<TreeBesideList query={loaded} onFilter={onFilter} />);
    expect(screen.getByRole('tree', { name: '部门' })).toBeTruthy();
    // children are shown without expanding: antd renders a collapsed node's children not at all
    expect(screen.getByText('仓储部')).toBeTruthy();
    await userEvent.click(screen.getByText('采购部'));
    expect(onFilter).toHaveBeenLastCalledWith('d2');
    await userEvent.click(screen.getByText('采购部'));
    expect(onFilter).toHaveBeenLastCalledWith(undefined);
  });

  it('says a failed load with its reason and 重试, never an empty tree', async () => {
    const refetch = vi.fn();
    render(
      <TreeBesideList
        query={{ isPending: false, isError: true, error: new Error('网络异常'), refetch }}
        onFilter={vi.fn()}
      />,
    );
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.getByText('网络异常', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
