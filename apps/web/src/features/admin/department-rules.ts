import type { Schema } from '@backoffice/sdk';
import { TREE_ROOT_PARENT_ID } from '@backoffice/sdk/constants';

type Department = Schema<'Department'>;

/** spec §3: a top-level department (the company itself) sits under the root parent id 0: it cannot go. */
export function isRootDepartment(department: Department): boolean {
  return department.parentId === String(TREE_ROOT_PARENT_ID);
}

/**
 * Why 删除 is disabled on a department's row, or undefined when it may go: the root (the company itself) never
 * goes, and a department with departments under it goes only after them (spec §2: a tree node with children is
 * not deleted). Users in a department are the server's to refuse: the list does not know them.
 */
export function departmentRemovalRefusal(
  departments: readonly Department[],
  department: Department,
): string | undefined {
  if (isRootDepartment(department)) return '根部门不能删除';
  const children = departments.filter((d) => d.parentId === department.id).length;
  return children > 0 ? `还有 ${children} 个下级部门，先删除下级部门` : undefined;
}
