import { describe, expect, it } from 'vitest';
import { buildTree, treeIds } from './tree';

describe('buildTree (spec §3: "Tree item: id, parentId. The root parent id is 0.")', () => {
  it('nests children under their parent, roots at parent 0', () => {
    const tree = buildTree([
      { id: 1, parentId: 0, name: '总公司' },
      { id: 2, parentId: 1, name: '研发部' },
      { id: 3, parentId: 2, name: '前端组' },
      { id: 4, parentId: 1, name: '采购部' },
    ]);
    expect(tree).toEqual([
      {
        id: 1,
        parentId: 0,
        name: '总公司',
        children: [
          { id: 2, parentId: 1, name: '研发部', children: [{ id: 3, parentId: 2, name: '前端组' }] },
          { id: 4, parentId: 1, name: '采购部' },
        ],
      },
    ]);
    expect(treeIds(tree)).toEqual([1, 2, 3, 4]);
  });

  it('accepts the string root "0" and string ids', () => {
    expect(
      buildTree([
        { id: 'a', parentId: '0' },
        { id: 'b', parentId: 'a' },
      ]),
    ).toEqual([{ id: 'a', parentId: '0', children: [{ id: 'b', parentId: 'a' }] }]);
  });

  it('keeps orphans visible as roots', () => {
    expect(buildTree([{ id: 5, parentId: 99 }]).map((n) => n.id)).toEqual([5]);
  });

  it('is safe with cycles: every item appears exactly once', () => {
    const tree = buildTree([
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 1 },
    ]);
    expect(treeIds(tree).sort()).toEqual([1, 2, 3]);
  });
});
