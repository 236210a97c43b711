import type { Schema } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { departmentRemovalRefusal, isRootDepartment } from './department-rules';

const dept = (id: string, parentId: string) => ({ id, parentId, name: id }) as Schema<'Department'>;
const tree = [
  dept('company', '0'),
  dept('purchase', 'company'),
  dept('group', 'purchase'),
  dept('team', 'purchase'),
];

describe('department rules', () => {
  it('spec §3: the department under root parent 0 is the root', () => {
    expect(tree.map(isRootDepartment)).toEqual([true, false, false, false]);
  });
  it('删除 is disabled with the reason on the root and on a department with children, open on a leaf', () => {
    expect(tree.map((d) => departmentRemovalRefusal(tree, d))).toEqual([
      '根部门不能删除',
      '还有 2 个下级部门，先删除下级部门',
      undefined,
      undefined,
    ]);
  });
});
