import type { BomLine } from './bom-tree';

/** One row of 版本对比: a material in either version and what changed. */
export interface BomDiffRow {
  materialId: string;
  materialCode: string;
  materialName: string;
  left?: number;
  right?: number;
  change: 'added' | 'removed' | 'changed' | 'same';
}

/**
 * 版本对比 of two versions' lines, by material: added (only in the right one), removed (only in the left one),
 * changed (another quantity or loss rate) or the same. Quantities of a material on several lines are summed. Rows
 * follow the left version's order, then the added ones.
 */
export function diffBomLines(left: readonly BomLine[], right: readonly BomLine[]): BomDiffRow[] {
  const summed = (lines: readonly BomLine[]) => {
    const byMaterial = new Map<string, { line: BomLine; quantity: number; lossRate: number }>();
    for (const line of [...lines].sort((a, b) => a.sort - b.sort)) {
      const seen = byMaterial.get(line.materialId);
      byMaterial.set(line.materialId, {
        line: seen?.line ?? line,
        quantity: (seen?.quantity ?? 0) + line.quantity,
        lossRate: line.lossRate,
      });
    }
    return byMaterial;
  };
  const a = summed(left);
  const b = summed(right);
  const rows: BomDiffRow[] = [];
  for (const [materialId, { line, quantity, lossRate }] of a) {
    const other = b.get(materialId);
    const change = !other
      ? 'removed'
      : other.quantity !== quantity || other.lossRate !== lossRate
        ? 'changed'
        : 'same';
    rows.push({
      materialId,
      materialCode: line.materialCode,
      materialName: line.materialName,
      left: quantity,
      right: other?.quantity,
      change,
    });
  }
  for (const [materialId, { line, quantity }] of b) {
    if (a.has(materialId)) continue;
    rows.push({
      materialId,
      materialCode: line.materialCode,
      materialName: line.materialName,
      right: quantity,
      change: 'added',
    });
  }
  return rows;
}
