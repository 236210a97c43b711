import { describe, expect, it } from 'vitest';
import { leafKeys, toTreeData, treeKeys } from './tree-data';

// 华东智造 › 研发部 › 硬件组; 华东智造 › 财务部 (spec §3: root parent "0").
const departments = [
  { id: 'hq', parentId: '0', name: '华东智造' },
  { id: 'rd', parentId: 'hq', name: '研发部' },
  { id: 'hw', parentId: 'rd', name: '硬件组' },
  { id: 'fin', parentId: 'hq', name: '财务部' },
];

describe('toTreeData', () => {
  it('nests by parentId with key and title, children only where there are some', () => {
    expect(toTreeData(departments, (d) => d.name)).toEqual([
      {
        key: 'hq',
        title: '华东智造',
        children: [
          { key: 'rd', title: '研发部', children: [{ key: 'hw', title: '硬件组' }] },
          { key: 'fin', title: '财务部' },
        ],
      },
    ]);
  });
});

describe('treeKeys and leafKeys', () => {
  const tree = toTreeData(departments, (d) => d.name);
  it('lists every key, parents before their children', () => {
    expect(treeKeys(tree)).toEqual(['hq', 'rd', 'hw', 'fin']);
  });
  it('lists the keys without children', () => {
    expect(leafKeys(tree)).toEqual(['hw', 'fin']);
  });
});
