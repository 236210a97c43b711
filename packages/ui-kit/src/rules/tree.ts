import { TREE_ROOT_PARENT_ID } from '@backoffice/sdk/constants';

type Id = string | number;
export interface TreeItem {
  id: Id;
  parentId?: Id | null;
}
export type TreeNode<T extends TreeItem> = T & { children?: TreeNode<T>[] };

const isRoot = (parentId: Id | null | undefined) =>
  parentId == null || String(parentId) === String(TREE_ROOT_PARENT_ID);

/**
 * spec §3: builds a tree from `id`/`parentId`; the root parent id is 0 (or "0"). Items whose parent is missing
 * are kept visible as roots; the members of a parent cycle become roots, so every item appears exactly once.
 * Order within a level follows the input order. `children` is set only on items that have some.
 */
export function buildTree<T extends TreeItem>(items: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const item of items) nodes.set(String(item.id), { ...item });
  const roots: TreeNode<T>[] = [];
  const parentOf = (node: TreeNode<T>) =>
    isRoot(node.parentId) ? undefined : nodes.get(String(node.parentId));
  const createsCycle = (node: TreeNode<T>) => {
    const seen = new Set<string>([String(node.id)]);
    for (let parent = parentOf(node); parent; parent = parentOf(parent)) {
      if (seen.has(String(parent.id))) return true;
      seen.add(String(parent.id));
    }
    return false;
  };
  for (const node of nodes.values()) {
    const parent = parentOf(node);
    if (!parent || createsCycle(node)) {
      roots.push(node);
      continue;
    }
    parent.children = [...(parent.children ?? []), node];
  }
  return roots;
}

/** Every id of a tree, depth first (for "expand all"). */
export function treeIds<T extends TreeItem>(nodes: readonly TreeNode<T>[]): Id[] {
  return nodes.flatMap((node) => [node.id, ...treeIds(node.children ?? [])]);
}
