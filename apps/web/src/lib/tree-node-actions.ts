import type { RowAction } from '@backoffice/ui-kit';

/** What a tree table's form edits: a node, or a new one (under `parentId`, or at the root). */
export interface TreeNodeEditing<Node> {
  node?: Node;
  parentId?: string;
}

/**
 * The actions a node of a tree table starts with (菜单, 部门, 物料分类): 修改 it, and 新增下级 under it unless
 * `childHidden` (a node that takes no children, e.g. a button).
 */
export function treeNodeActions<Node extends { id: string }>(
  node: Node,
  codes: { edit: string; add: string },
  open: (editing: TreeNodeEditing<Node>) => void,
  childHidden?: boolean,
): RowAction[] {
  return [
    { key: 'edit', label: '修改', code: codes.edit, onClick: () => open({ node }) },
    {
      key: 'child',
      label: '新增下级',
      code: codes.add,
      hidden: childHidden,
      onClick: () => open({ parentId: node.id }),
    },
  ];
}
