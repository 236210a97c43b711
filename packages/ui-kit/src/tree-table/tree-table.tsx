import Button from 'antd/es/button';
import { type Key, useMemo, useState } from 'react';
import { PermissionTable, type PermissionTableProps } from '../permission-table/permission-table';
import { filterRows } from '../rules/client-filter';
import { filledFilters } from '../rules/list-params';
import { buildTree, type TreeItem, type TreeNode, treeIds } from '../rules/tree';

export interface TreeTableProps<Row extends TreeItem>
  extends Omit<
    PermissionTableProps<Row>,
    'dataSource' | 'total' | 'pageNum' | 'pageSize' | 'onPageChange' | 'paginate'
  > {
  /** The flat list; the tree is built from id/parentId (root parent 0). */
  items: readonly Row[];
  /**
   * The applied filters (useLocalList's `treeProps`): matches are shown with their ancestors, opened. Without
   * it the table keeps the query bar's filters itself.
   */
  filters?: Record<string, unknown>;
  /** Open every level once the items arrive (small trees such as departments); the user folds from there. */
  defaultExpandAll?: boolean;
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

const NO_FILTERS: Record<string, unknown> = {};
/** The expand icon goes in the column after 序号: the record's name. */
const TREE_COLUMN_INDEX = 1;

/**
 * A tree table (menus, departments, categories, locations): builds the tree from a flat list, shows the rows that
 * match the applied filters with their ancestors (opened), and offers 展开全部 / 折叠全部. The expand icon and the
 * indentation sit in the first data column (the name), not in 序号. Everything else is PermissionTable's.
 */
export function TreeTable<Row extends TreeItem & object>({
  items,
  filters: appliedFilters,
  defaultExpandAll = false,
  toolbar,
  ...props
}: TreeTableProps<Row>) {
  const [ownFilters, setOwnFilters] = useState(NO_FILTERS);
  const filters = appliedFilters ?? ownFilters;
  const matched = useMemo(() => filterRows(items, filters), [items, filters]);
  const filtering = matched.length !== items.length;
  const rows = useMemo(() => buildTree(withAncestors(items, matched)), [items, matched]);
  const allKeys = useMemo(() => treeIds(rows as TreeNode<Row>[]), [rows]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  // Opened once, when the first items arrive; a refetch later keeps what the user opened or folded.
  const [opened, setOpened] = useState(false);
  if (defaultExpandAll && !opened && allKeys.length > 0) {
    setOpened(true);
    setExpanded(allKeys);
  }
  // A new filter opens the path to every match; clearing it folds the tree again. A refetch leaves it be.
  const [expandedFor, setExpandedFor] = useState(filters);
  if (expandedFor !== filters) {
    setExpandedFor(filters);
    setExpanded(filtering ? allKeys : []);
  }
  return (
    <PermissionTable<Row>
      {...props}
      dataSource={rows}
      total={rows.length}
      paginate={false}
      onSearch={(next) => (props.onSearch ? props.onSearch(next) : setOwnFilters(filledFilters(next)))}
      onReset={() => (props.onReset ? props.onReset() : setOwnFilters(NO_FILTERS))}
      toolbar={
        <>
          {toolbar}
          <Button onClick={() => setExpanded(allKeys)}>展开全部</Button>
          <Button onClick={() => setExpanded([])}>折叠全部</Button>
        </>
      }
      tableProps={{
        ...props.tableProps,
        expandable: {
          expandIconColumnIndex: TREE_COLUMN_INDEX,
          indentSize: 20,
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded([...keys]),
        },
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
