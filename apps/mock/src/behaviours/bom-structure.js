// @ts-check
// The structure of BOMs in memory mode, as BOM管理 and 从BOM导入 read it: a BOM's lines, the default BOM a material
// expands to, the explosion of a BOM for a quantity, and where a material is used. The rules are written down in
// bom.js.
import { contractAnswer } from './contract-answers.js';
import { byId, notFound } from './records.js';

/** @typedef {import('../memory/kinds.js').MockContext} MockContext @typedef {Record<string, any>} Bom */

/** Quantities as a person writes them: 0.1, not 0.30000000000000004. @param {number} value */
const tidy = (value) => Math.round(value * 1e6) / 1e6;

/** @param {MockContext} context */
export const bomsOf = (context) => {
  context.collections.boms ??= [];
  return context.collections.boms;
};

/** @param {MockContext} context @param {unknown} id */
export function bomById(context, id) {
  const bom = byId(bomsOf(context), id);
  if (!bom) throw notFound('BOM');
  return bom;
}

/** The lines a BOM keeps (a seeded BOM's taken from the contract on first use). @param {MockContext} context @param {Bom} bom */
export function linesOf(context, bom) {
  if (!Array.isArray(bom.lines))
    bom.lines =
      /** @type {any[]} */ (contractAnswer(context.spec, 'getBomLines', { body: { bomId: bom.id } })) ?? [];
  return /** @type {Record<string, any>[]} */ (bom.lines);
}

/** The default BOM a parent material expands to. @param {MockContext} context @param {unknown} materialId */
export function defaultBomOf(context, materialId) {
  return bomsOf(context).find(
    (bom) => bom.parentMaterialId === materialId && bom.isDefault && bom.status === 'EFFECTIVE',
  );
}

/**
 * Whether `materialId`'s default BOM contains `targetId` at any level.
 * @param {MockContext} context @returns {boolean}
 */
export function expandsTo(
  context,
  /** @type {unknown} */ materialId,
  /** @type {unknown} */ targetId,
  seen = new Set(),
) {
  const bom = defaultBomOf(context, materialId);
  if (!bom || seen.has(bom.id)) return false;
  seen.add(bom.id);
  return linesOf(context, bom).some(
    (line) => line.materialId === targetId || expandsTo(context, line.materialId, targetId, seen),
  );
}

/**
 * The materials `quantity` units of a BOM's parent need, every level opened, in the order first met.
 * @param {MockContext} context @param {Bom} bom @param {number} quantity
 * @returns {Array<{ materialId: string, quantity: number }>}
 */
export function explodeBom(context, bom, quantity) {
  /** @type {Map<string, number>} */
  const needs = new Map();
  /** @param {Bom} current @param {number} units @param {Set<string>} path */
  const open = (current, units, path) => {
    const factor = units / (current.baseQuantity || 1);
    for (const line of [...linesOf(context, current)].sort((a, b) => a.sort - b.sort)) {
      const need = line.quantity * factor;
      const child = defaultBomOf(context, line.materialId);
      if (child && !path.has(child.id)) open(child, need, new Set([...path, child.id]));
      else needs.set(line.materialId, tidy((needs.get(line.materialId) ?? 0) + need));
    }
  };
  open(bom, quantity, new Set([bom.id]));
  return [...needs].map(([materialId, total]) => ({ materialId, quantity: total }));
}

/**
 * 反查: the BOMs with the material as a line (level 1), then up through default BOMs (level 2 …), each BOM once.
 * @param {MockContext} context @param {unknown} materialId
 */
export function whereUsed(context, materialId) {
  const materials = context.collections.materials ?? [];
  const found = [];
  const seen = new Set();
  /** @type {Array<{ materialId: unknown, via: string | null }>} */
  let uses = [{ materialId, via: null }];
  for (let level = 1; uses.length > 0; level += 1) {
    /** @type {typeof uses} */
    const next = [];
    for (const bom of bomsOf(context)) {
      for (const use of uses) {
        const line = linesOf(context, bom).find((candidate) => candidate.materialId === use.materialId);
        if (!line || seen.has(bom.id)) continue;
        seen.add(bom.id);
        found.push({ ...bom, bomId: bom.id, quantity: line.quantity, level, via: use.via });
        if (defaultBomOf(context, bom.parentMaterialId)?.id === bom.id)
          next.push({
            materialId: bom.parentMaterialId,
            via: byId(materials, bom.parentMaterialId)?.code ?? null,
          });
      }
    }
    uses = next;
  }
  return found;
}
