import type { Schema } from '@backoffice/sdk';
import { ListStateView, listStatus } from '@backoffice/ui-kit';
import Tree from 'antd/es/tree';
import { toTreeData } from '../../lib/tree-data';

type Category = Schema<'MaterialCategory'>;

/**
 * The category tree beside 物料编码: a click filters the list by that category (and those under it), a second
 * click clears it; the selection is the list's applied filter, so 重置 clears it too.
 */
export function CategoryFilterTree({
  query,
  selected,
  onSelect,
}: {
  query: { data?: Category[]; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  selected: string | undefined;
  onSelect: (categoryId: string | undefined) => void;
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
  return (
    <Tree
      aria-label="物料分类"
      defaultExpandAll
      blockNode
      selectedKeys={selected ? [selected] : []}
      treeData={toTreeData(query.data, (c) => `${c.name}（${c.code}）`)}
      onSelect={([key]) => onSelect(key === undefined ? undefined : String(key))}
    />
  );
}
