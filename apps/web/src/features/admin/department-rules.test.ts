import type { Schema } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { hasChildren, isRootDepartment } from './department-rules';

const dept = (id: string, parentId: string) => ({ id, parentId, name: id }) as Schema<'Department'>;
const tree = [dept('company', '0'), dept('purchase', 'company'), dept('group', 'purchase')];

describe('department rules', () => {
  it('spec §3: the department under root parent 0 is the root', () => {
    expect(tree.map(isRootDepartment)).toEqual([true, false, false]);
  });
  it('knows which departments still have children', () => {
    expect(tree.map((d) => hasChildren(tree, d.id))).toEqual([true, true, false]);
  });
});
