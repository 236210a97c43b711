import type { Schema } from '@backoffice/sdk';

/** A material of the contract (物料编码). */
export type Material = Schema<'Material'>;

/** How a material reads in a select or a confirmation: `EL-0003 主控芯片 STM32F407VGT6 LQFP100`. */
export function materialLabel(material: Pick<Material, 'code' | 'name' | 'spec'>): string {
  return [material.code, material.name, material.spec].filter(Boolean).join(' ');
}

/**
 * The picked records after a selection change: keeps those of other pages (a picker pages on the server), adds the
 * newly ticked rows of this page, drops the unticked ones, in the order they were picked.
 */
export function pickedAfterChange<T extends { id: string }>(
  picked: readonly T[],
  pageRows: readonly T[],
  selectedKeys: readonly string[],
): T[] {
  const onPage = new Set(pageRows.map((row) => row.id));
  const selected = new Set(selectedKeys);
  const kept = picked.filter((row) => !onPage.has(row.id) || selected.has(row.id));
  const keptIds = new Set(kept.map((row) => row.id));
  return [...kept, ...pageRows.filter((row) => selected.has(row.id) && !keptIds.has(row.id))];
}
