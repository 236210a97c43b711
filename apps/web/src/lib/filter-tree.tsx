import { ListStateView, listStatus, type TreeItem } from '@backoffice/ui-kit';
import Tree from 'antd/es/tree';
import { toTreeData } from './tree-data';

/** The query of the tree's items (a TanStack query result, or the part of one the tree reads). */
export interface FilterTreeQuery<Item> {
  data?: readonly Item[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The tree beside a list that filters it (用户管理's departments, 物料编码's categories): a click filters the list
 * by that node, a second click on it clears the filter; the selection is the list's applied filter, so 重置 clears
 * it too. While loading it says so; a failed load says so with 重试 rather than showing an empty tree.
 */
export function FilterTree<Item extends TreeItem>({
  label,
  nodeTitle,
  query,
  selected,
  onSelect,
}: {
  /** What the tree holds (部门, 物料分类): its accessible name. */
  label: string;
  nodeTitle: (item: Item) => string;
  query: FilterTreeQuery<Item>;
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  if (!query.data)
    return (
      <ListStateView
        status={listStatus({
          isPending: query.isPending,
          isError: query.isError,
          hasData: false,
          isEmpty: false,
        })}
        error={query.error}
        onRetry={() => void query.refetch()}
        position="body"
      />
    );
  // Mounted once the items are in, so defaultExpandAll sees the whole tree.
  return (
    <Tree
      aria-label={label}
      defaultExpandAll
      blockNode
      selectedKeys={selected ? [selected] : []}
      treeData={toTreeData(query.data, nodeTitle)}
      onSelect={([key]) => onSelect(key === undefined ? undefined : String(key))}
    />
  );
}
