import { type Schema, TREE_ROOT_PARENT_ID } from '@backoffice/sdk';

type Department = Schema<'Department'>;

/** spec §3: a top-level department (the company itself) sits under the root parent id 0: it cannot go. */
export function isRootDepartment(department: Department): boolean {
  return department.parentId === String(TREE_ROOT_PARENT_ID);
}

/** Whether a department still has departments under it (the server refuses to delete it then). */
export function hasChildren(departments: readonly Department[], id: string): boolean {
  return departments.some((department) => department.parentId === id);
}
