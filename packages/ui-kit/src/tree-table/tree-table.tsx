import Button from 'antd/es/button';
import { type Key, useMemo, useState } from 'react';
import { PermissionTable, type PermissionTableProps } from '../permission-table/permission-table';
import { filterRows } from '../rules/client-filter';
import { buildTree, type TreeItem, type TreeNode, treeIds } from '../rules/tree';

export interface TreeTableProps<Row extends TreeItem>
  extends Omit<
    PermissionTableProps<Row>,
    'dataSource' | 'total' | 'pageNum' | 'pageSize' | 'onPageChange' | 'onSearch'
  > {
  /** The flat list; the tree is built from id/parentId (root parent 0). */
  items: readonly Row[];
  /** Fields the query bar filters on the client (spec §2: trimmed, case-insensitive substrings). */
  onSearch?: (filters: Record<string, unknown>) => void;
}

/** The matched items plus their ancestors, so the path to each match stays visible. */
function withAncestors<Row extends TreeItem>(items: readonly Row[], matched: readonly Row[]): Row[] {
  if (matched.length === items.length) return [...items];
  const byId = new Map(items.map((item) => [String(item.id), item]));
  const keep = new Set<string>();
  for (const item of matched) {
    for (
      let node: Row | undefined = item;
      node && !keep.has(String(node.id));
      node = byId.get(String(node.parentId))
    ) {
      keep.add(String(node.id));
    }
  }
  return items.filter((item) => keep.has(String(item.id)));
}

/**
 * A tree table (menus, departments, categories, locations): builds the tree from a flat list, filters on the
 * client with the query bar, and offers 展开全部 / 折叠全部. Everything else is PermissionTable's.
 */
export function TreeTable<Row extends TreeItem & object>({
  items,
  toolbar,
  onSearch,
  ...props
}: TreeTableProps<Row>) {
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const rows = useMemo(() => buildTree(withAncestors(items, filterRows(items, filters))), [items, filters]);
  const allKeys = useMemo(() => treeIds(rows as TreeNode<Row>[]), [rows]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  return (
    <PermissionTable<Row>
      {...props}
      dataSource={rows}
      total={rows.length}
      pageNum={1}
      pageSize={Math.max(rows.length, 1)}
      onSearch={(next) => {
        setFilters(next);
        // Open the path to every match; a cleared filter folds the tree again.
        const matched = filterRows(items, next);
        setExpanded(matched.length === items.length ? [] : treeIds(buildTree(withAncestors(items, matched))));
        onSearch?.(next);
      }}
      toolbar={
        <>
          {toolbar}
          <Button onClick={() => setExpanded(allKeys)}>展开全部</Button>
          <Button onClick={() => setExpanded([])}>折叠全部</Button>
        </>
      }
      paginate={false}
      tableProps={{
        ...props.tableProps,
        expandable: { expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded([...keys]) },
      }}
    />
  );
}

/** An option of an antd TreeSelect. */
export interface TreeSelectOption {
  value: string;
  title: string;
  children?: TreeSelectOption[];
}

/** Options for an antd TreeSelect from a flat list (parent pickers of menus, departments, categories). */
export function treeSelectOptions<Row extends TreeItem>(
  items: readonly Row[],
  label: (row: Row) => string,
): TreeSelectOption[] {
  type Option = TreeSelectOption;
  const toOption = (node: TreeNode<Row>): Option => ({
    value: String(node.id),
    title: label(node),
    ...(node.children ? { children: node.children.map(toOption) } : {}),
  });
  return buildTree(items).map(toOption);
}
