// @ts-check
// BOM管理 in memory mode, from the contract's own BOMs (the seed): lines, explosion, where-used and the lifecycle.
import { beforeEach, expect, it } from 'vitest';
import { bomsOf, explodeBom, linesOf } from './bom-structure.js';
import { materialBehaviours } from './material.js';
import { call as callWith, contextFor, seed } from './test-context.js';
import { workflowBehaviours } from './workflow.js';

const CABINET_V1 = 'ca3ab343ac334b68be9bf77c6519a9d5'; // BOM-FG-0001-V1, 已失效
const CABINET_V2 = '03c472ca449548b4b8d889d2b47a5c1d'; // BOM-FG-0001-V2, 已生效, default
const CABINET_V3 = '77dde229df884e4dac2386e5cc86ba64'; // BOM-FG-0001-V3, 草稿
const CONTROLLER_V1 = 'ac9130f4547c47d38e3a655f20731ab2'; // BOM-SF-0001-V1, 已生效, default
const CABINET = 'a398d022d4354df48322905089933837'; // FG-0001 智能控制柜
const CONTROLLER = '0c28cec1b94742afa4b936976b4b76b0'; // SF-0001 主控板 PCBA
const RACK = 'b9c8b9ffe46e46279419c7723226db94'; // ME-0001 标准机柜
const RESISTOR = '0b80a25553a14945a93258ef7777682c'; // EL-0001 贴片电阻

/** @type {import('../memory/store.js').Collections} */
let collections;
beforeEach(() => {
  collections = structuredClone(seed);
});

/** @param {string} operationId @param {any} body */
const call = (operationId, body) =>
  callWith({ ...materialBehaviours, ...workflowBehaviours }, collections, operationId, { body });
/** @param {string} id */
const bom = (id) => collections.boms.find((candidate) => candidate.id === id);
/** @param {any} line */
const quantityOf = (line) => `${line.materialCode}×${line.quantity}`;

it('shows a seeded BOM’s lines from the contract, the sub-assembly expanding to its default BOM', () => {
  const { data } = call('getBomLines', { bomId: CABINET_V2 });
  expect(data.map(quantityOf)).toEqual(['ME-0001×1', 'SF-0001×2', 'EL-0004×1', 'ME-0002×16', 'PK-0001×1']);
  expect(data.find((/** @type {any} */ line) => line.materialCode === 'SF-0001').childBomId).toBe(
    CONTROLLER_V1,
  );
  expect(call('getBomLines', { bomId: 'f'.repeat(32) })).toMatchObject({ status: 404 });
});

it('explodes a BOM for a quantity through every level, the same material summed, loss not added', () => {
  const context = contextFor(collections, 'getBomLines');
  const needs = explodeBom(context, bom(CABINET_V2), 2).map(({ materialId, quantity }) => {
    const material = collections.materials.find((candidate) => candidate.id === materialId);
    return `${material?.code}×${quantity}`;
  });
  // 2 cabinets: 2 boards each (24 resistors, 36 capacitors, 1 chip per board), 16 bolts at 2 % loss
  expect(needs).toEqual([
    'ME-0001×2',
    'EL-0001×96',
    'EL-0002×144',
    'EL-0003×4',
    'EL-0004×2',
    'ME-0002×32',
    'PK-0001×2',
  ]);
});

it('finds where a material is used: directly, then through the default BOM of its parent', () => {
  const { data } = call('getBomWhereUsed', { materialId: RESISTOR });
  expect(
    data.map((/** @type {any} */ use) => `${use.bomNo} L${use.level} ${use.via ?? '-'} ×${use.quantity}`),
  ).toEqual([
    'BOM-SF-0001-V1 L1 - ×24',
    'BOM-FG-0001-V3 L2 SF-0001 ×2',
    'BOM-FG-0001-V2 L2 SF-0001 ×2',
    'BOM-FG-0001-V1 L2 SF-0001 ×2',
  ]);
  expect(call('getBomWhereUsed', { materialId: CABINET }).data).toEqual([]);
});

const draftInput = {
  parentMaterialId: CABINET,
  version: 'V5.0',
  baseQuantity: 1,
  type: 'PRODUCTION',
  effectiveDate: '2027-02-01',
  lines: [{ id: 'a'.repeat(32), sort: 1, materialId: RACK, quantity: 1, lossRate: 0 }],
};

it('saves a new BOM as a draft numbered by its parent and version, its lines with the material facts', () => {
  const saved = call('saveBom', draftInput).data;
  expect(saved).toMatchObject({ bomNo: 'BOM-FG-0001-V5', status: 'DRAFT', isDefault: false, lineCount: 1 });
  expect(saved.parentMaterialName).toBe('智能控制柜');
  const page = call('getBomPage', { pageNum: 1, pageSize: 10, status: 'DRAFT' }).data;
  expect(page.list.map((/** @type {any} */ row) => row.bomNo)).toEqual(['BOM-FG-0001-V5', 'BOM-FG-0001-V3']);
  expect(call('getBomLines', { bomId: saved.id }).data).toMatchObject([
    { materialCode: 'ME-0001', materialName: '标准机柜', unit: 'UNIT', quantity: 1, childBomId: null },
  ]);
});

it('refuses a BOM that contains its parent, a version the parent has, and a change to a BOM past draft', () => {
  const cyclic = { ...draftInput, lines: [{ ...draftInput.lines[0], materialId: CABINET }] };
  expect(call('saveBom', cyclic)).toEqual({
    status: 200,
    code: 41301,
    message: '子项「FG-0001 智能控制柜」是父项本身，BOM 不能包含自己',
  });
  // the board's default BOM would contain the cabinet through a line of the board
  const throughBoard = {
    ...draftInput,
    parentMaterialId: RESISTOR,
    lines: [{ ...draftInput.lines[0], materialId: CONTROLLER }],
  };
  expect(call('saveBom', throughBoard)).toMatchObject({ code: 41301 });
  expect(call('saveBom', { ...draftInput, version: 'V2.0' })).toMatchObject({
    code: 41309,
    message: 'FG-0001 已有版本 V2.0（BOM-FG-0001-V2）',
  });
  expect(call('saveBom', { ...draftInput, id: CABINET_V2, version: 'V2.0' })).toMatchObject({
    code: 41308,
    message: 'BOM-FG-0001-V2 已生效，只能修改草稿状态的 BOM',
  });
});

it('deletes, submits, sets as default and disables only in the states the lifecycle allows', () => {
  expect(call('deleteBoms', { ids: [CABINET_V2] })).toMatchObject({ code: 41302 });
  expect(call('submitBom', { id: CABINET_V2 })).toMatchObject({
    code: 41310,
    message: 'BOM-FG-0001-V2 已生效，只有草稿状态的 BOM 才能提交审核',
  });
  bom(CABINET_V3).effectiveDate = '2026-11-01';
  expect(call('submitBom', { id: CABINET_V3 })).toMatchObject({
    code: 41306,
    message: 'BOM-FG-0001-V3 的生效日期早于今天，请修改后再提交',
  });
  expect(call('setDefaultBom', { id: CABINET_V3 })).toMatchObject({
    code: 41305,
    message: 'BOM-FG-0001-V3 还是草稿，只有已生效的 BOM 才能设为默认',
  });
  expect(call('disableBom', { id: CABINET_V1 })).toMatchObject({
    code: 41311,
    message: 'BOM-FG-0001-V1 已失效，只有已生效的 BOM 才能停用',
  });
  expect(call('disableBom', { id: CONTROLLER_V1 })).toEqual({
    status: 200,
    code: 41307,
    message: 'BOM-SF-0001-V1 是 SF-0001 的默认 BOM，被 BOM-FG-0001-V2 展开使用，不能停用',
  });
  expect(call('deleteBoms', { ids: [CABINET_V3] })).toMatchObject({ code: 200 });
  expect(bom(CABINET_V3)).toBeUndefined();
});

it('disables an effective BOM no other expands: 已失效 from today, no longer the default', () => {
  expect(call('disableBom', { id: CABINET_V2 })).toMatchObject({ code: 200, data: null });
  expect(bom(CABINET_V2)).toMatchObject({ status: 'EXPIRED', isDefault: false, expiryDate: '2026-11-26' });
  // now the board's BOM is used by no effective BOM and may go too
  expect(call('disableBom', { id: CONTROLLER_V1 })).toMatchObject({ code: 200 });
  expect(call('getBomLines', { bomId: CABINET_V3 }).data[1].childBomId).toBeNull();
});

it('sets one default per parent', () => {
  bom(CABINET_V1).status = 'EFFECTIVE';
  expect(call('setDefaultBom', { id: CABINET_V1 })).toMatchObject({ code: 200 });
  const cabinets = bomsOf(contextFor(collections, 'getBomPage')).filter(
    (row) => row.parentMaterialId === CABINET,
  );
  expect(cabinets.filter((row) => row.isDefault).map((row) => row.bomNo)).toEqual(['BOM-FG-0001-V1']);
});

it('makes a new version only when the parent has none in the making: the next major, a draft with the same lines', () => {
  expect(call('createBomVersion', { id: CABINET_V2 })).toMatchObject({
    code: 41303,
    message: 'FG-0001 已有草稿版本 V3.0，请先提交或删除它',
  });
  call('deleteBoms', { ids: [CABINET_V3] });
  const created = call('createBomVersion', { id: CABINET_V2 });
  expect(created).toMatchObject({ code: 200, message: '已创建新版本' });
  // V3.0 was deleted, so V4.0 is no longer taken: the next after V2.0 is V3.0
  expect(created.data).toMatchObject({
    bomNo: 'BOM-FG-0001-V3',
    version: 'V3.0',
    status: 'DRAFT',
    isDefault: false,
    effectiveDate: '2026-11-26',
    remark: '由 V2.0 新建',
    lineCount: 5,
  });
  const context = contextFor(collections, 'getBomLines');
  const copied = linesOf(context, created.data);
  expect(copied.map((line) => line.materialCode)).toEqual(
    linesOf(context, bom(CABINET_V2)).map((line) => line.materialCode),
  );
  expect(copied[0].id).not.toBe(linesOf(context, bom(CABINET_V2))[0].id);
});

it('copies a BOM as a draft, and refuses to copy it to a material it contains', () => {
  const copied = call('copyBom', { id: CONTROLLER_V1 });
  expect(copied.data).toMatchObject({
    bomNo: 'BOM-SF-0001-V2',
    parentMaterialCode: 'SF-0001',
    status: 'DRAFT',
    lineCount: 3,
    remark: '复制自 BOM-SF-0001-V1',
  });
  expect(call('copyBom', { id: CABINET_V2, parentMaterialId: CONTROLLER })).toMatchObject({
    code: 41304,
    message: '不能把 BOM-FG-0001-V2 复制给它的子项物料「SF-0001 主控板 PCBA」：会形成循环',
  });
  expect(call('copyBom', { id: CABINET_V2, parentMaterialId: RESISTOR })).toMatchObject({ code: 41304 });
});

it('submits a draft for review: BOM审核 starts, the BOM is 审核中 until the process ends', () => {
  const submitted = call('submitBom', { id: CABINET_V3 });
  expect(submitted).toMatchObject({
    code: 200,
    message: '已提交审核',
    data: { definitionKey: 'bom_review', businessType: 'BOM', businessId: CABINET_V3, status: 'RUNNING' },
  });
  expect(submitted.data.summary).toEqual([
    { label: 'BOM编号', value: 'BOM-FG-0001-V3' },
    { label: '父项物料', value: 'FG-0001 智能控制柜' },
    { label: '版本', value: 'V3.0' },
  ]);
  expect(bom(CABINET_V3)).toMatchObject({ status: 'APPROVING', processId: submitted.data.id });
  expect(call('saveBom', { ...draftInput, id: CABINET_V3, version: 'V3.0' })).toMatchObject({ code: 41308 });
  let process = submitted.data;
  for (let step = 0; process.status === 'RUNNING' && step < 10; step += 1)
    process = call('approveProcessNode', {
      processId: process.id,
      nodeId: process.currentNodeId,
      comment: '同意',
    }).data;
  expect(process.status).toBe('APPROVED');
  expect(bom(CABINET_V3).status).toBe('EFFECTIVE');
  expect(call('setDefaultBom', { id: CABINET_V3 })).toMatchObject({ code: 200 });
});

it('sends a BOM back to draft when its review is withdrawn', () => {
  const process = call('submitBom', { id: CABINET_V3 }).data;
  expect(call('withdrawProcessNode', { processId: process.id, nodeId: process.currentNodeId })).toMatchObject(
    { code: 200 },
  );
  expect(bom(CABINET_V3).status).toBe('DRAFT');
});
