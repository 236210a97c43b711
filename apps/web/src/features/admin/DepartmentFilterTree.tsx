import type { Schema } from '@backoffice/sdk';
import { ListStateView, listStatus } from '@backoffice/ui-kit';
import Tree from 'antd/es/tree';
import { toTreeData } from '../../lib/tree-data';

type Department = Schema<'Department'>;

/**
 * The department tree beside a list (用户管理): a click filters the list by that department, a second click on
 * it clears the filter; the selection is the list's applied filter, so 重置 clears it too. A failed load says so
 * with 重试 rather than showing an empty tree.
 */
export function DepartmentFilterTree({
  query,
  selected,
  onSelect,
}: {
  query: {
    data?: Department[];
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  selected: string | undefined;
  onSelect: (deptId: string | undefined) => void;
}) {
  const status = listStatus({
    isPending: query.isPending,
    isError: query.isError,
    hasData: query.data !== undefined,
    isEmpty: query.data?.length === 0,
  });
  if (!query.data)
    return (
      <ListStateView
        status={status}
        error={query.error}
        onRetry={() => void query.refetch()}
        position="body"
      />
    );
  // Mounted once the departments are in, so defaultExpandAll sees the whole tree.
  return (
    <Tree
      aria-label="部门"
      defaultExpandAll
      blockNode
      selectedKeys={selected ? [selected] : []}
      treeData={toTreeData(query.data, (d) => d.name)}
      onSelect={([key]) => onSelect(key === undefined ? undefined : String(key))}
    />
  );
}
