// @ts-check
// BOM管理 in memory mode (screens.md §6; BomStatus: DRAFT 草稿 → APPROVING 审核中 → EFFECTIVE 已生效 → EXPIRED 已失效).
// Rules written down where the spec is silent, as a real ERP keeps its bills of materials:
//   - a BOM keeps its lines; a seeded BOM's lines are the contract's getBomLines example for it;
//   - a line shows its material's code, name, spec and unit as saved, and as childBomId the material's default BOM
//     now: the default is the one effective BOM of a parent material marked 默认, and it is what a line expands to;
//   - a new BOM (保存 without id, 新版本, 复制) is a 草稿, not the default, numbered BOM-<parent code>-V<major>
//     (V<major>.<minor> for a minor version); 新版本 and 复制 take the parent's next major version (V4.0 after V3.0)
//     and today as the effective date; a parent has each version once;
//   - only a 草稿 is saved over, deleted or submitted; a parent has at most one BOM in the making (草稿 or 审核中),
//     so 新版本 is refused while one is (复制 makes a draft all the same: it is a new BOM, not the next version);
//   - a BOM never contains its parent, directly or through a line's default BOM; 复制 to a material the BOM
//     contains is refused for the same reason;
//   - 提交审核 needs an effective date from today on and starts the BOM审核 process: the BOM is 审核中 until it ends,
//     then 已生效 when approved, a 草稿 again when sent back, refused, withdrawn or voided (it is not made the default:
//     设为默认 does that);
//   - 设为默认 takes an effective BOM and unmarks the parent's other BOMs; 停用 takes an effective BOM, which
//     becomes 已失效 from today and stops being the default, refused while it is the default and an effective BOM
//     expands it (its parent material is a line there);
//   - 反查 lists the BOMs with the material as a line (level 1), then, going up through default BOMs only (the only
//     ones that expand), the BOMs with that parent as a line (level 2 …, via the sub-assembly's code), each BOM once;
//   - 展开 (explodeBom, for 从BOM导入): every line × quantity ÷ base quantity, a line with a default BOM opened into
//     its own lines at every level, the same material summed in the order first met; 损耗率 is not added (the
//     contract's previews: 16 bolts × 2 = 32 at 2 % loss), the buyer adds margin on the demand line.
import { formatTime, newId } from '../memory/kinds.js';
import { bomById, bomsOf, defaultBomOf, expandsTo, linesOf, whereUsed } from './bom-structure.js';
import { byId, notFound, refuse, today } from './records.js';
import { startProcess } from './workflow.js';

/** @typedef {import('../memory/kinds.js').MockContext} MockContext @typedef {Record<string, any>} Bom */

/** How a BOM's status reads in a refusal. */
const STATUS_WORDS = { DRAFT: '还是草稿', APPROVING: '正在审核中', EFFECTIVE: '已生效', EXPIRED: '已失效' };
/** @param {Bom} bom */
const statusWord = (bom) => STATUS_WORDS[/** @type {keyof typeof STATUS_WORDS} */ (bom.status)] ?? bom.status;

/** A line as saved: the material's facts with the input. @param {MockContext} context @param {any} input */
function savedLine(context, input) {
  const material = byId(context.collections.materials, input.materialId);
  if (!material) throw notFound(`物料 ${input.materialId} `);
  return {
    id: input.id ?? newId(),
    sort: input.sort,
    materialId: material.id,
    materialCode: material.code,
    materialName: material.name,
    materialSpec: material.spec ?? null,
    unit: material.unit,
    quantity: input.quantity,
    lossRate: input.lossRate ?? 0,
    childBomId: null,
    substitute: input.substitute ?? null,
    position: input.position ?? null,
    remark: input.remark ?? null,
  };
}

/** BOM-FG-0001-V3 for V3.0, BOM-FG-0001-V3.1 for V3.1. @param {Bom} parent @param {string} version */
const bomNoFor = (parent, version) => `BOM-${parent.code}-${version.replace(/\.0$/, '')}`;

/** The parent's next major version: V4.0 after V3.0. @param {MockContext} context @param {unknown} parentId */
function nextVersion(context, parentId) {
  const majors = bomsOf(context)
    .filter((bom) => bom.parentMaterialId === parentId)
    .map((bom) => Number(/^V(\d+)/.exec(String(bom.version))?.[1] ?? 0));
  return `V${Math.max(0, ...majors) + 1}.0`;
}

/**
 * A new draft BOM of `parent` with copies of `lines`, first in the list.
 * @param {MockContext} context @param {Bom} parent @param {Record<string, any>} fields @param {any[]} lines
 */
function addDraft(context, parent, fields, lines) {
  const bom = {
    id: newId(),
    bomNo: bomNoFor(parent, fields.version),
    parentMaterialId: parent.id,
    parentMaterialCode: parent.code,
    parentMaterialName: parent.name,
    parentMaterialSpec: parent.spec ?? null,
    unit: parent.unit,
    isDefault: false,
    status: 'DRAFT',
    expiryDate: null,
    processId: null,
    remark: null,
    ...fields,
    lines,
    lineCount: lines.length,
    createTime: formatTime(context.now),
  };
  bomsOf(context).unshift(bom);
  return bom;
}

/** A copy of a BOM's lines with new ids. @param {MockContext} context @param {Bom} bom @returns {Record<string, any>[]} */
const copiedLines = (context, bom) => linesOf(context, bom).map((line) => ({ ...line, id: newId() }));

/** A line as getBomLines shows it: expanding to its material's default BOM now. @param {MockContext} context @param {any} line */
const shownLine = (context, line) => ({
  ...line,
  childBomId: defaultBomOf(context, line.materialId)?.id ?? null,
});

/** @param {MockContext} context @param {Bom} parent @param {any[]} lines */
function refuseCycle(context, parent, lines) {
  for (const line of lines) {
    const material = byId(context.collections.materials, line.materialId);
    const named = `「${material?.code ?? line.materialId} ${material?.name ?? ''}」`;
    if (line.materialId === parent.id)
      throw refuse(context, 'businessError', `子项${named}是父项本身，BOM 不能包含自己`);
    if (expandsTo(context, line.materialId, parent.id))
      throw refuse(
        context,
        'businessError',
        `子项${named}的 BOM 用到了父项「${parent.code} ${parent.name}」，BOM 不能包含自己`,
      );
  }
}

/** @type {Record<string, import('./index.js').Behaviour>} */
export const bomBehaviours = {
  /** BOM子项: one level, in line order. */
  'material.bomLines': (context) => {
    const bom = bomById(context, context.body?.bomId);
    const lines = [...linesOf(context, bom)].sort((a, b) => a.sort - b.sort);
    return { data: lines.map((line) => shownLine(context, line)) };
  },

  /** 反查: level 1 directly, then up through default BOMs. */
  'material.whereUsed': (context) => ({ data: whereUsed(context, context.body?.materialId) }),

  /** 保存BOM: a new draft, or a draft changed, with its lines. */
  'material.saveBom': (context) => {
    const input = context.body;
    const parent = byId(context.collections.materials, input.parentMaterialId);
    if (!parent) throw notFound('父项物料');
    const existing = input.id ? bomById(context, input.id) : undefined;
    if (existing && existing.status !== 'DRAFT')
      throw refuse(context, 'notDraft', `${existing.bomNo} ${statusWord(existing)}，只能修改草稿状态的 BOM`);
    const twin = bomsOf(context).find(
      (bom) => bom.id !== input.id && bom.parentMaterialId === parent.id && bom.version === input.version,
    );
    if (twin)
      throw refuse(context, 'versionTaken', `${parent.code} 已有版本 ${input.version}（${twin.bomNo}）`);
    refuseCycle(context, parent, input.lines);
    const lines = input.lines.map((/** @type {any} */ line) => savedLine(context, line));
    const fields = {
      version: input.version,
      baseQuantity: input.baseQuantity,
      type: input.type,
      effectiveDate: input.effectiveDate,
      expiryDate: input.expiryDate ?? null,
      remark: input.remark ?? null,
    };
    if (!existing) return { data: addDraft(context, parent, fields, lines) };
    return {
      data: Object.assign(existing, fields, {
        bomNo: bomNoFor(parent, input.version),
        parentMaterialId: parent.id,
        parentMaterialCode: parent.code,
        parentMaterialName: parent.name,
        parentMaterialSpec: parent.spec ?? null,
        unit: parent.unit,
        lines,
        lineCount: lines.length,
      }),
    };
  },

  /** 删除BOM: drafts only. */
  'material.deleteBoms': (context, generic) => {
    for (const id of context.body?.ids ?? []) {
      const bom = byId(bomsOf(context), id);
      if (bom && bom.status !== 'DRAFT')
        throw refuse(context, undefined, `${bom.bomNo} ${statusWord(bom)}，只能删除草稿状态的 BOM`);
    }
    return /** @type {NonNullable<typeof generic>} */ (generic)(context);
  },

  /** 新版本: the next major version as a draft with the same lines. */
  'material.createBomVersion': (context) => {
    const source = bomById(context, context.body?.id);
    const making = bomsOf(context).find(
      (bom) =>
        bom.parentMaterialId === source.parentMaterialId && ['DRAFT', 'APPROVING'].includes(bom.status),
    );
    if (making)
      throw refuse(
        context,
        undefined,
        making.status === 'DRAFT'
          ? `${source.parentMaterialCode} 已有草稿版本 ${making.version}，请先提交或删除它`
          : `${source.parentMaterialCode} 的版本 ${making.version} 正在审核中，请审核结束后再建新版本`,
      );
    const parent = byId(context.collections.materials, source.parentMaterialId) ?? {
      id: source.parentMaterialId,
      code: source.parentMaterialCode,
      name: source.parentMaterialName,
      spec: source.parentMaterialSpec,
      unit: source.unit,
    };
    const fields = {
      version: nextVersion(context, parent.id),
      baseQuantity: source.baseQuantity,
      type: source.type,
      effectiveDate: today(context.now),
      remark: `由 ${source.version} 新建`,
    };
    return { data: addDraft(context, parent, fields, copiedLines(context, source)) };
  },

  /** 复制BOM: a draft with the same lines for the same or another parent. */
  'material.copyBom': (context) => {
    const source = bomById(context, context.body?.id);
    const parent = byId(
      context.collections.materials,
      context.body?.parentMaterialId ?? source.parentMaterialId,
    );
    if (!parent) throw notFound('父项物料');
    const lines = copiedLines(context, source);
    if (lines.some((line) => line.materialId === parent.id || expandsTo(context, line.materialId, parent.id)))
      throw refuse(
        context,
        undefined,
        `不能把 ${source.bomNo} 复制给它的子项物料「${parent.code} ${parent.name}」：会形成循环`,
      );
    const fields = {
      version: nextVersion(context, parent.id),
      baseQuantity: source.baseQuantity,
      type: source.type,
      effectiveDate: today(context.now),
      remark: `复制自 ${source.bomNo}`,
    };
    return { data: addDraft(context, parent, fields, lines) };
  },

  /** 设为默认: one default per parent, effective only. */
  'material.setDefaultBom': (context) => {
    const bom = bomById(context, context.body?.id);
    if (bom.status !== 'EFFECTIVE')
      throw refuse(context, undefined, `${bom.bomNo} ${statusWord(bom)}，只有已生效的 BOM 才能设为默认`);
    for (const other of bomsOf(context))
      if (other.parentMaterialId === bom.parentMaterialId) other.isDefault = other.id === bom.id;
    return { data: null };
  },

  /** 提交审核: a draft effective from today on starts BOM审核 and is 审核中. */
  'material.submitBom': (context) => {
    const bom = bomById(context, context.body?.id);
    if (bom.status !== 'DRAFT')
      throw refuse(context, 'notDraft', `${bom.bomNo} ${statusWord(bom)}，只有草稿状态的 BOM 才能提交审核`);
    if (bom.effectiveDate < today(context.now))
      throw refuse(context, 'businessError', `${bom.bomNo} 的生效日期早于今天，请修改后再提交`);
    const parent = `${bom.parentMaterialCode} ${bom.parentMaterialName}`;
    const process = startProcess(context, {
      definitionKey: 'bom_review',
      businessType: 'BOM',
      businessId: bom.id,
      title:
        `${context.user.nickname}提交的BOM审核：${bom.parentMaterialName} ${bom.parentMaterialSpec ?? ''} ${bom.version}`.replace(
          /\s+/g,
          ' ',
        ),
      summary: [
        { label: 'BOM编号', value: bom.bomNo },
        { label: '父项物料', value: parent },
        { label: '版本', value: bom.version },
      ],
      formData: {
        bomNo: bom.bomNo,
        parentMaterial: `${parent} ${bom.parentMaterialSpec ?? ''}`.trim(),
        version: bom.version,
        lineCount: linesOf(context, bom).length,
        remark: bom.remark ?? null,
      },
    });
    // the process puts the BOM 审核中 and, when it ends, 已生效 or back to 草稿 (workflow.js DOCUMENT_OUTCOMES)
    return { data: process };
  },

  /** 停用: an effective BOM no effective BOM expands becomes 已失效. */
  'material.disableBom': (context) => {
    const bom = bomById(context, context.body?.id);
    if (bom.status !== 'EFFECTIVE')
      throw refuse(context, 'notEffective', `${bom.bomNo} ${statusWord(bom)}，只有已生效的 BOM 才能停用`);
    const user =
      bom.isDefault &&
      bomsOf(context).find(
        (other) =>
          other.status === 'EFFECTIVE' &&
          linesOf(context, other).some((line) => line.materialId === bom.parentMaterialId),
      );
    if (user)
      throw refuse(
        context,
        'businessError',
        `${bom.bomNo} 是 ${bom.parentMaterialCode} 的默认 BOM，被 ${user.bomNo} 展开使用，不能停用`,
      );
    const day = today(context.now);
    Object.assign(bom, {
      status: 'EXPIRED',
      isDefault: false,
      expiryDate: bom.expiryDate && bom.expiryDate < day ? bom.expiryDate : day,
    });
    return { data: null };
  },
};
