import type { Schema } from '@backoffice/sdk';
import { EMPTY_CELL_TEXT } from '@backoffice/ui-kit';
import { labelCode, type ScanKind } from '../scan-codes';

/**
 * What a label says (issue 25): its codes encode `labelCode(kind, code)`, the scan field's reading of it; beside
 * them the code in text, the name, and what a warehouse writes on that kind of label.
 */
export interface PrintLabel {
  kind: ScanKind;
  /** The record's own code: 物料编码, 批次号, 库位编码. */
  code: string;
  /** What its codes encode. */
  encoded: string;
  name: string;
  facts: { term: string; value: string }[];
}

type Material = Pick<Schema<'Material'>, 'id' | 'code' | 'name' | 'spec' | 'unit'>;
type Batch = Pick<
  Schema<'Batch'>,
  'id' | 'batchNo' | 'materialCode' | 'materialName' | 'spec' | 'productionDate' | 'expiryDate'
>;
type Location = Pick<Schema<'WarehouseLocation'>, 'id' | 'parentId' | 'level' | 'code' | 'name'>;

const label = (kind: ScanKind, code: string, name: string, facts: PrintLabel['facts']): PrintLabel => ({
  kind,
  code,
  encoded: labelCode(kind, code),
  name,
  facts: facts.map(({ term, value }) => ({ term, value: value?.trim() || EMPTY_CELL_TEXT })),
});

/** A material's label: its spec and unit (`unitName` words the unit as the dictionary does). */
export function materialLabel(material: Material, unitName: (unit: string) => string): PrintLabel {
  return label('material', material.code, material.name, [
    { term: '规格', value: material.spec ?? '' },
    { term: '单位', value: unitName(material.unit) },
  ]);
}

/** A batch's label: its material, made and good until. */
export function batchLabel(batch: Batch): PrintLabel {
  return label('batch', batch.batchNo, batch.materialName, [
    { term: '物料', value: `${batch.materialCode} ${batch.spec ?? ''}` },
    { term: '生产日期', value: batch.productionDate ?? '' },
    { term: '有效期至', value: batch.expiryDate ?? '' },
  ]);
}

/**
 * The bins' labels for the locations asked for: a bin its own, a zone (or a warehouse) the bins below it; each
 * names its bin and says which warehouse and zone it is in. Each bin once, in the order asked, a zone's bins by code.
 */
export function locationLabels(ids: readonly string[], locations: readonly Location[]): PrintLabel[] {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const children = (id: string) =>
    locations.filter((location) => location.parentId === id).sort((a, b) => a.code.localeCompare(b.code));
  const binsOf = (location: Location): Location[] =>
    location.level === 3 ? [location] : children(location.id).flatMap(binsOf);
  const bins = new Map<string, Location>();
  for (const id of ids) {
    const location = byId.get(id);
    for (const bin of location ? binsOf(location) : []) bins.set(bin.id, bin);
  }
  return [...bins.values()].map((bin) => {
    const zone = byId.get(bin.parentId);
    const warehouse = zone && byId.get(zone.parentId);
    return label('location', bin.code, bin.name, [
      { term: '仓库', value: warehouse?.name ?? '' },
      { term: '库区', value: zone?.name ?? '' },
    ]);
  });
}

/** The records asked for in the order asked, those that were found. */
export function inOrderAsked<T extends { id: string }>(ids: readonly string[], records: readonly T[]): T[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
