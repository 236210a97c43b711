import { describe, expect, it } from 'vitest';
import { ancestorMaterials, type BomLine, buildBomTree, isExpandable, placeLines } from './bom-tree';

const line = (id: string, materialId: string, sort: number, childBomId: string | null = null): BomLine => ({
  id,
  sort,
  materialId,
  materialCode: materialId.toUpperCase(),
  materialName: materialId,
  materialSpec: null,
  unit: 'PCS',
  quantity: 1,
  lossRate: 0,
  childBomId,
  substitute: null,
  position: null,
  remark: null,
});

const FG = 'fg';
const top = placeLines(
  [line('l2', 'power', 2), line('l1', 'board', 1, 'bom-board')],
  undefined,
  new Set([FG]),
);

describe('BOM tree assembly (spec §3: root parent 0)', () => {
  it('places the top level under "0", in line order', () => {
    expect(top.map((l) => [l.key, l.parentKey, l.level])).toEqual([
      ['l1', '0', 1],
      ['l2', '0', 1],
    ]);
  });

  it('nests a sub-assembly under the line that expands it, keyed by its path', () => {
    const board = top[0];
    if (!board) throw new Error('no board line');
    const below = placeLines([line('c1', 'chip', 1)], board, ancestorMaterials(FG, top, board.key));
    const tree = buildBomTree([...top, ...below]);
    expect(tree[0]?.children?.map((l) => [l.key, l.level])).toEqual([['l1/c1', 2]]);
    expect(tree[1]?.children).toBeUndefined();
  });

  it('marks a line whose material is above it as a cycle and never expands it', () => {
    const board = top[0];
    if (!board) throw new Error('no board line');
    // the board's BOM (wrongly) contains the finished product again
    const below = placeLines([line('c9', FG, 1, 'bom-fg')], board, ancestorMaterials(FG, top, board.key));
    expect(below[0]?.cycle).toBe(true);
    expect(below[0] && isExpandable(below[0])).toBe(false);
    const claimed = { ...below[0], key: 'x', parentKey: 'l1/c9' } as (typeof below)[number];
    const tree = buildBomTree([...top, ...below, claimed]);
    expect(tree[0]?.children?.[0]?.children).toBeUndefined();
  });

  it('leaves out lines whose parent is not loaded and places none twice', () => {
    const orphan = { ...top[1], key: 'z', parentKey: 'missing' } as (typeof top)[number];
    const tree = buildBomTree([...top, orphan, ...top]);
    expect(tree.map((l) => l.key)).toEqual(['l1', 'l2']);
  });
});
