import { buildTree, type TreeItem, type TreeNode } from '@backoffice/ui-kit';

/** The nodes of an antd Tree: `key` and `title`, children only where there are some. */
export type TreeData = { key: string; title: string; children?: TreeData[] };

function fromNodes<T extends TreeItem>(nodes: TreeNode<T>[], title: (item: T) => string): TreeData[] {
  return nodes.map((node) => ({
    key: String(node.id),
    title: title(node),
    ...(node.children ? { children: fromNodes(node.children, title) } : {}),
  }));
}

/** A flat id/parentId list (departments, menus) as the data of an antd Tree. */
export function toTreeData<T extends TreeItem>(items: readonly T[], title: (item: T) => string): TreeData[] {
  return fromNodes(buildTree(items), title);
}

/** Every key of a tree, parents first: what 展开全部 and 全选 act on. */
export function treeKeys(nodes: readonly TreeData[]): string[] {
  return nodes.flatMap((node) => [node.key, ...treeKeys(node.children ?? [])]);
}

/** The keys of the nodes without children. */
export function leafKeys(nodes: readonly TreeData[]): string[] {
  return nodes.flatMap((node) => (node.children ? leafKeys(node.children) : [node.key]));
}
