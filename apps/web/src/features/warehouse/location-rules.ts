import type { Schema } from '@backoffice/sdk';

export type WarehouseLocation = Schema<'WarehouseLocation'>;
export type LocationGenerateRequest = Schema<'LocationGenerateRequest'>;

/** 1 仓库 → 2 库区 → 3 库位: what a level is called, and what its children are. */
export const LEVEL_LABEL: Record<number, string> = { 1: '仓库', 2: '库区', 3: '库位' };

/** The contract's limit of one 批量生成库位. */
export const MAX_GENERATED_LOCATIONS = 200;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Every value of an inclusive range, either way round. */
const span = ({ from, to }: { from: number; to: number }) => {
  const [low, high] = from <= to ? [from, to] : [to, from];
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
};

/** How many bins the ranges make. */
export function generatedCount(request: Pick<LocationGenerateRequest, 'rows' | 'cols' | 'layers'>): number {
  return (
    span(request.rows).length * span(request.cols).length * (request.layers ? span(request.layers).length : 1)
  );
}

/**
 * The codes 批量生成库位 will create, as the contract describes them: `<zone code>-<排>-<列>` with two digits each,
 * plus `-<层>` when a layer range is given; row by row, then column, then layer. The name drops the warehouse's
 * code (WH01-A-03-01-02 → A-03-01-02). Shown before anything is sent.
 */
export function previewLocationCodes(
  zoneCode: string,
  request: Pick<LocationGenerateRequest, 'rows' | 'cols' | 'layers'>,
): { code: string; name: string; row: number; col: number; layer: number }[] {
  const layers = request.layers ? span(request.layers) : [undefined];
  const warehousePrefix = zoneCode.includes('-') ? `${zoneCode.split('-')[0]}-` : '';
  return span(request.rows).flatMap((row) =>
    span(request.cols).flatMap((col) =>
      layers.map((layer) => {
        const code = `${zoneCode}-${pad2(row)}-${pad2(col)}${layer === undefined ? '' : `-${pad2(layer)}`}`;
        return {
          code,
          name: code.startsWith(warehousePrefix) ? code.slice(warehousePrefix.length) : code,
          row,
          col,
          layer: layer ?? 1,
        };
      }),
    ),
  );
}

/** The codes of a preview that exist already (the server would refuse the whole generation). */
export function existingCodes(preview: readonly { code: string }[], locations: readonly { code: string }[]) {
  const taken = new Set(locations.map((location) => location.code));
  return preview.filter((item) => taken.has(item.code)).map((item) => item.code);
}

/** Why a location may not be deleted before asking the server: children below it, or stock in it. */
export function deleteBlocker(
  location: WarehouseLocation,
  all: readonly WarehouseLocation[],
): string | undefined {
  if (all.some((other) => other.parentId === location.id))
    return `它下面还有${LEVEL_LABEL[location.level + 1] ?? '下级'}`;
  if (location.occupied) return `它存有库存（${location.materialCount} 种物料）`;
  return undefined;
}
