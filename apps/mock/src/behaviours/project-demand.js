// @ts-check
// 项目物料管理 in memory mode (screens.md §5): a project's demand lines, 添加物料 and 从BOM导入.
// Rules written down where the spec is silent, as a real ERP keeps a project's demand:
//   - 添加物料 adds a 手工 demand line per material, with the material's code, name, spec, unit and category, nothing
//     requested, ordered, received or issued yet (未申请); a material the list has already (or twice in one request)
//     is the contract's refusal: that line's quantity is changed instead, never doubled;
//   - a line's 可用库存 is the warehouse's available stock of the material over every warehouse (on hand − reserved,
//     warehouse/stock.js), as the list is read and when a line is added;
//   - a line's demand never goes below what was requested of it (the contract's refusal), and a line of which
//     something was requested is not deleted; changing the demand moves the line between 未申请, 部分申请 and 已申请
//     by what was requested (a line further on, 已到货 or 已领用, keeps its status while fully requested);
//   - 从BOM导入 takes an effective BOM only, exploded for the quantity (bom.js: every level, loss not added); a
//     material the project needs already gets the quantity added (merged), the others become BOM展开 lines with the
//     import's demand date (added); the preview shows the same lines with what the project needs already, and
//     changes nothing.
import { newId } from '../memory/kinds.js';
import { bomById, explodeBom } from './bom-structure.js';
import { byId, dictLabel, notFound, refuse } from './records.js';
import { prepare, reservations, stockOf } from './warehouse/stock.js';

/** @typedef {import('../memory/kinds.js').MockContext} MockContext @typedef {Record<string, any>} Line */

/** @param {MockContext} context @param {unknown} id */
function projectById(context, id) {
  const project = byId(context.collections.projects, id);
  if (!project) throw notFound('项目');
  return project;
}

/** @param {MockContext} context @param {unknown} projectId */
const demandOf = (context, projectId) => {
  context.collections.projectMaterials ??= [];
  return context.collections.projectMaterials.filter((line) => line.projectId === projectId);
};

/** The status a line's requested quantity gives it once its demand changed. @param {Line} line */
function requestStatus(line) {
  if (line.requestedQuantity < line.demandQuantity)
    return line.requestedQuantity > 0 ? 'PARTIALLY_REQUESTED' : 'NOT_REQUESTED';
  return ['NOT_REQUESTED', 'PARTIALLY_REQUESTED'].includes(line.status) ? 'REQUESTED' : line.status;
}

/** A quantity with its unit as a refusal words it: `200 个`. @param {MockContext} context @param {Line} line @param {number} quantity */
const withUnit = (context, line, quantity) =>
  `${quantity} ${dictLabel(context.collections, 'unit_of_measure', line.unit)}`;

/** 可用库存 by material: on hand − reserved, every warehouse. @param {MockContext} context */
function availableByMaterial(context) {
  prepare(context);
  const reserved = reservations(context.collections);
  /** @type {Map<string, number>} */
  const available = new Map();
  for (const row of stockOf(context.collections)) {
    const free = row.onHand - (reserved.get(row.id) ?? 0);
    available.set(row.materialId, Math.round(((available.get(row.materialId) ?? 0) + free) * 1000) / 1000);
  }
  return available;
}

/**
 * A new demand line of a material.
 * @param {MockContext} context @param {string} projectId @param {Record<string, any>} material
 * @param {{ id?: string, demandQuantity: number, demandDate?: string | null, remark?: string | null, source: string }} input
 */
function demandLine(context, projectId, material, input) {
  return {
    id: input.id ?? newId(),
    projectId,
    materialId: material.id,
    materialCode: material.code,
    materialName: material.name,
    materialSpec: material.spec ?? null,
    unit: material.unit,
    categoryName: material.categoryName,
    demandQuantity: input.demandQuantity,
    demandDate: input.demandDate ?? null,
    source: input.source,
    requestedQuantity: 0,
    orderedQuantity: 0,
    receivedQuantity: 0,
    issuedQuantity: 0,
    availableStock: availableByMaterial(context).get(material.id) ?? 0,
    status: 'NOT_REQUESTED',
    remark: input.remark ?? null,
  };
}

/** @param {MockContext} context @param {unknown} id */
function materialById(context, id) {
  const material = byId(context.collections.materials, id);
  if (!material) throw notFound(`物料 ${id} `);
  return material;
}

/** The BOM a 从BOM导入 expands, exploded, with what the project needs already. @param {MockContext} context */
function bomImportLines(context) {
  const { projectId, bomId, quantity } = context.body;
  projectById(context, projectId);
  const bom = bomById(context, bomId);
  if (bom.status !== 'EFFECTIVE') {
    const state = { DRAFT: '还是草稿', APPROVING: '正在审核中', EXPIRED: '已失效' }[
      /** @type {'DRAFT' | 'APPROVING' | 'EXPIRED'} */ (bom.status)
    ];
    throw refuse(context, undefined, `${bom.bomNo} ${state ?? bom.status}，只能从已生效的 BOM 导入`);
  }
  const demand = demandOf(context, projectId);
  return explodeBom(context, bom, quantity).map(({ materialId, quantity: needed }) => {
    const material = materialById(context, materialId);
    const existing = demand.find((line) => line.materialId === materialId);
    return { material, quantity: needed, existing };
  });
}

/** @type {Record<string, import('./index.js').Behaviour>} */
export const demandBehaviours = {
  /** 项目物料 (page): the lines as the generic page finds them, 可用库存 as the warehouse has it now (and sorts by). */
  'project.materialPage': (context, generic) => {
    const available = availableByMaterial(context);
    return /** @type {NonNullable<typeof generic>} */ (generic)(context, (/** @type {Line} */ line) => ({
      ...line,
      availableStock: available.get(line.materialId) ?? 0,
    }));
  },

  /** 添加物料: manual demand lines, one per material. */
  'project.addMaterials': (context) => {
    const { projectId, lines } = context.body;
    projectById(context, projectId);
    const onList = new Set(demandOf(context, projectId).map((line) => line.materialId));
    const added = lines.map((/** @type {any} */ input) => {
      const material = materialById(context, input.materialId);
      if (onList.has(material.id))
        throw refuse(
          context,
          undefined,
          `物料「${material.code} ${material.name}」已在项目需求清单中，请修改原来那一行的数量`,
        );
      onList.add(material.id);
      return demandLine(context, projectId, material, { ...input, source: 'MANUAL' });
    });
    /** @type {any[]} */ (context.collections.projectMaterials).unshift(...added);
    return { data: null };
  },

  /** 修改项目物料: the demand never below what was requested. */
  'project.updateMaterial': (context) => {
    const line = byId(context.collections.projectMaterials, context.body.id);
    if (!line) throw notFound('项目物料');
    const { demandQuantity, demandDate, remark } = context.body;
    if (demandQuantity < line.requestedQuantity)
      throw refuse(
        context,
        undefined,
        `${line.materialName}已申请 ${withUnit(context, line, line.requestedQuantity)}，需求数量不能小于 ${line.requestedQuantity}`,
      );
    Object.assign(line, { demandQuantity });
    if (demandDate !== undefined) line.demandDate = demandDate;
    if (remark !== undefined) line.remark = remark;
    line.status = requestStatus(line);
    return { data: null };
  },

  /** 删除项目物料: only lines of which nothing is requested. */
  'project.deleteMaterials': (context, generic) => {
    for (const id of context.body.ids ?? []) {
      const line = byId(context.collections.projectMaterials, id);
      if (line && line.requestedQuantity > 0) {
        const request = (context.collections.purchaseRequests ?? []).find((candidate) =>
          (candidate.lines ?? []).some(
            (/** @type {Line} */ requested) => requested.projectMaterialId === line.id,
          ),
        );
        throw refuse(
          context,
          undefined,
          `${line.materialName}已申请 ${withUnit(context, line, line.requestedQuantity)}${request ? `（${request.requestNo}）` : ''}，不能删除`,
        );
      }
    }
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },

  /** 从BOM导入预览: what the import would add, nothing saved. */
  'project.previewBomImport': (context) => ({
    data: bomImportLines(context).map(({ material, quantity, existing }) => ({
      materialId: material.id,
      materialCode: material.code,
      materialName: material.name,
      materialSpec: material.spec ?? null,
      unit: material.unit,
      quantity,
      existingQuantity: existing?.demandQuantity ?? 0,
    })),
  }),

  /** 从BOM导入: merged into the lines the project has, added as BOM展开 lines otherwise. */
  'project.importBom': (context) => {
    const { projectId, demandDate } = context.body;
    let merged = 0;
    const added = [];
    for (const { material, quantity, existing } of bomImportLines(context)) {
      if (existing) {
        existing.demandQuantity = Math.round((existing.demandQuantity + quantity) * 1e6) / 1e6;
        existing.status = requestStatus(existing);
        merged += 1;
      } else {
        added.push(
          demandLine(context, projectId, material, { demandQuantity: quantity, demandDate, source: 'BOM' }),
        );
      }
    }
    /** @type {any[]} */ (context.collections.projectMaterials).unshift(...added);
    return { data: { added: added.length, merged } };
  },
};
