import type { Schema } from '@backoffice/sdk';
import { TREE_ROOT_PARENT_ID } from '@backoffice/sdk/constants';

export type BomLine = Schema<'BomLine'>;

/**
 * A BOM line placed in the multi-level tree. The same line of a sub-assembly BOM appears under every parent that
 * uses it, so its key is the path of line ids from the top (`a/b/c`); `parentKey` is the key of the line it expands
 * (spec §3: "0" at the top level).
 */
export interface BomTreeLine extends BomLine {
  key: string;
  parentKey: string;
  level: number;
  /** The material is the BOM's parent or one of this line's ancestors: it is never expanded (a cycle). */
  cycle: boolean;
  children?: BomTreeLine[];
}

const ROOT = String(TREE_ROOT_PARENT_ID);

/** The tree lines of one loaded level: the lines of a BOM placed under `parent` (or at the top). */
export function placeLines(
  lines: readonly BomLine[],
  parent: Pick<BomTreeLine, 'key' | 'level'> | undefined,
  ancestorMaterialIds: ReadonlySet<string>,
): BomTreeLine[] {
  return [...lines]
    .sort((a, b) => a.sort - b.sort)
    .map((line) => ({
      ...line,
      key: parent ? `${parent.key}/${line.id}` : line.id,
      parentKey: parent ? parent.key : ROOT,
      level: parent ? parent.level + 1 : 1,
      cycle: ancestorMaterialIds.has(line.materialId),
    }));
}

/**
 * spec §3: the multi-level tree from the flat lines loaded so far (root parent "0"). A line whose parent is not
 * loaded stays out; the cycle guard holds: a line marked `cycle` gets no children even if some claim it, and no line
 * is placed twice, so a bad parent chain can never loop.
 */
export function buildBomTree(lines: readonly BomTreeLine[]): BomTreeLine[] {
  const byParent = new Map<string, BomTreeLine[]>();
  for (const line of lines) byParent.set(line.parentKey, [...(byParent.get(line.parentKey) ?? []), line]);
  const placed = new Set<string>();
  const grow = (parentKey: string): BomTreeLine[] => {
    const level: BomTreeLine[] = [];
    for (const line of byParent.get(parentKey) ?? []) {
      if (placed.has(line.key)) continue;
      placed.add(line.key);
      const children = line.cycle ? [] : grow(line.key);
      const { children: _old, ...rest } = line;
      level.push(children.length > 0 ? { ...rest, children } : rest);
    }
    return level;
  };
  return grow(ROOT);
}

/** The materials above a line: the BOM's parent and the material of every line on its path. */
export function ancestorMaterials(
  parentMaterialId: string,
  lines: readonly BomTreeLine[],
  key: string,
): Set<string> {
  const byKey = new Map(lines.map((line) => [line.key, line]));
  const found = new Set([parentMaterialId]);
  for (let line = byKey.get(key); line; line = byKey.get(line.parentKey)) found.add(line.materialId);
  return found;
}

/** Whether a line can be expanded: its material has a BOM of its own and expanding it would not loop. */
export const isExpandable = (line: BomTreeLine) => line.childBomId !== null && !line.cycle;
