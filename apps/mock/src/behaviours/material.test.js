// @ts-check
// 物料 codes in memory mode, from the contract's own categories and code rules (the seed).
import { readFileSync } from 'node:fs';
import { beforeEach, expect, it } from 'vitest';
import { contractOperations } from '../memory/contract.js';
import { seedCollections } from '../memory/seed.js';
import { ensureBundledSpec } from '../spec.js';
import { materialBehaviours } from './material.js';
import { nextMaterialCode } from './material-codes.js';
import { call } from './test-context.js';

const spec = JSON.parse(readFileSync(ensureBundledSpec(), 'utf8'));
const operations = contractOperations(spec);
const seed = seedCollections(operations);
const ELECTRONIC = '2c63888f28f04481be6ddce7a7ace732'; // 电子元器件, EL-0001 … EL-0004 in the seed
const MECHANICAL = '8a119b9e16bc47328f7b7676d015b0dc';
const WITHOUT_RULE = '5796a670482c490e8d9782bfcdc83011';
const now = new Date(2026, 10, 26, 9, 30);

/** @type {import('../memory/store.js').Collections} */
let collections;
beforeEach(() => {
  collections = structuredClone(seed);
});

/** @param {string} operationId @param {any} body */
function contextFor(operationId, body) {
  const operation = /** @type {import('../memory/contract.js').ContractOperation} */ (
    operations.find((candidate) => candidate.operationId === operationId)
  );
  return {
    spec,
    operation,
    parameters: [],
    params: {},
    query: {},
    body,
    collections,
    user: { nickname: '张伟' },
    now,
  };
}

it('numbers per category prefix, as the contract’s previews say (EL-0005 next to ME-0003)', () => {
  expect(nextMaterialCode(collections, ELECTRONIC, now)?.code).toBe('EL-0005');
  expect(nextMaterialCode(collections, MECHANICAL, now)?.code).toBe('ME-0003');
});

it('gives a saved material the next code, and the one after it the next again', () => {
  const save = materialBehaviours['material.save'];
  const input = {
    name: '贴片电阻 10kΩ',
    categoryId: ELECTRONIC,
    type: 'RAW',
    unit: 'PCS',
    batchManaged: false,
  };
  const generic = (/** @type {any} */ context) => {
    const document = { ...context.body, id: `new-${collections.materials.length}` };
    collections.materials.unshift(document);
    return { data: document };
  };
  const first = /** @type {any} */ (save(contextFor('saveMaterial', input), generic)).data;
  const second = /** @type {any} */ (
    save(contextFor('saveMaterial', { ...input, name: '贴片电阻 4.7kΩ' }), generic)
  ).data;
  expect([first.code, second.code]).toEqual(['EL-0005', 'EL-0006']);
  expect(
    materialBehaviours['material.previewCode'](contextFor('previewMaterialCode', { categoryId: ELECTRONIC })),
  ).toEqual({
    data: { code: 'EL-0007', ruleName: '物料编码规则' },
  });
});

it('keeps the code of a material that is edited', () => {
  const generic = () => ({ data: { ...collections.materials[0], name: '改名' } });
  const result = /** @type {any} */ (
    materialBehaviours['material.save'](
      contextFor('saveMaterial', { id: collections.materials[0].id, categoryId: ELECTRONIC }),
      generic,
    )
  );
  expect(result.data.code).toBe(collections.materials[0].code);
});

it('refuses a category without a rule with the contract’s business error', () => {
  expect(() =>
    materialBehaviours['material.previewCode'](
      contextFor('previewMaterialCode', { categoryId: WITHOUT_RULE }),
    ),
  ).toThrow(/编码规则/);
});

it('tries a rule as edited without using a number up, and refuses a code longer than the rule allows', () => {
  const rule = {
    code: 'CR-MAT',
    name: '物料编码规则',
    maxLength: 20,
    padding: false,
    padSide: 'LEFT',
    segments: [
      { id: 'a'.repeat(32), sort: 1, type: 'CATEGORY' },
      { id: 'b'.repeat(32), sort: 2, type: 'SEPARATOR', value: '-' },
      { id: 'c'.repeat(32), sort: 3, type: 'SERIAL', length: 4, serialStart: 1, serialStep: 1 },
    ],
  };
  const test = (/** @type {any} */ body) =>
    call(materialBehaviours, collections, 'testCodeRule', { body, now });
  expect(test({ rule, categoryId: ELECTRONIC })).toMatchObject({
    code: 200,
    data: { code: 'EL-0005', ruleName: '物料编码规则' },
  });
  expect(nextMaterialCode(collections, ELECTRONIC, now)?.code).toBe('EL-0005'); // nothing used up
  const dated = {
    ...rule,
    segments: [{ id: 'd'.repeat(32), sort: 1, type: 'DATE', dateFormat: 'yyyyMM' }, rule.segments[2]],
  };
  expect(test({ rule: dated }).data.code).toBe('2026110001');
  expect(test({ rule: { ...dated, maxLength: 8 } })).toEqual({
    status: 200,
    code: 41104,
    message: '按规则生成的编码「2026110001」有 10 位，超过最大长度 8',
  });
});

it('lists a material’s purchase records from the submitted orders, latest first', () => {
  const records = (/** @type {string} */ materialId) =>
    call(materialBehaviours, collections, 'getMaterialPurchaseRecords', { body: { materialId } }).data;
  // EL-0003: CGDD-20261122-001 is a draft and does not count
  expect(records('dd2ee150d2844277b89c1af40ce8fcc9')).toEqual([
    {
      id: '7f11ee19d49d4a71a615dc020b7ef25e',
      orderNo: 'CGDD-20261110-001',
      supplierName: '深圳市华强电子有限公司',
      quantity: 200,
      unitPrice: 38.5,
      orderDate: '2026-11-10',
      statusText: '部分入库',
    },
  ]);
  // ME-0002: the order on hold counts, the cancelled one does not
  expect(
    records('bbeeb6361d334c6d96f0da847a2a3b87').map((/** @type {any} */ record) => record.orderNo),
  ).toEqual(['CGDD-20261115-001']);
});

it('refuses a second material of the same name and spec, and a category without a rule, each named', () => {
  const save = (/** @type {any} */ body) =>
    call(materialBehaviours, collections, 'saveMaterial', { body, now });
  const resistor = {
    name: '贴片电阻',
    spec: '10kΩ ±1% 0603',
    categoryId: ELECTRONIC,
    type: 'RAW',
    unit: 'PCS',
    batchManaged: false,
  };
  expect(save(resistor)).toEqual({
    status: 200,
    code: 41202,
    message: '已有同名同规格的物料「EL-0001 贴片电阻 10kΩ ±1% 0603」',
  });
  expect(save({ ...resistor, spec: '4.7kΩ ±1% 0603', categoryId: WITHOUT_RULE })).toEqual({
    status: 200,
    code: 41201,
    message: '分类「辅料」未绑定编码规则，请先在编码配置中绑定',
  });
  expect(save({ ...resistor, spec: '4.7kΩ ±1% 0603' }).data.code).toBe('EL-0005');
});

it('keeps a material with business records, and one an effective BOM uses, enabled', () => {
  const act = (/** @type {string} */ operationId, /** @type {any} */ body) =>
    call(materialBehaviours, collections, operationId, { body, now });
  expect(act('deleteMaterials', { ids: ['4c8b1eb44f1e4ccf8372a2a784a67245'] })).toMatchObject({
    code: 41203,
    message: '物料「AU-0001 导热硅脂」已有 2 个批次的出入库记录，不允许删除，可以停用',
  });
  // IT-0002: no stock moved, no BOM, no order, but a request
  expect(act('deleteMaterials', { ids: ['e179f773a6e043c09514b7dde2ad0478'] })).toMatchObject({
    message: '物料「IT-0002 数字示波器」已有采购申请 CGSQ-20261120-004，不允许删除，可以停用',
  });
  expect(
    act('changeMaterialStatus', { ids: ['dd2ee150d2844277b89c1af40ce8fcc9'], status: 'DISABLED' }),
  ).toEqual({
    status: 200,
    code: 41204,
    message: '物料「EL-0003 主控芯片」被已生效的 BOM-SF-0001-V1 使用，不能停用',
  });
  expect(
    act('changeMaterialStatus', { ids: ['e179f773a6e043c09514b7dde2ad0478'], status: 'DISABLED' }),
  ).toMatchObject({
    code: 200,
  });
  expect(collections.materials.find((material) => material.code === 'IT-0002')?.status).toBe('DISABLED');
});

it('keeps 编码配置 consistent: unique codes, no category with materials or children deleted, bound rules kept', () => {
  const act = (/** @type {string} */ operationId, /** @type {any} */ body) =>
    call(materialBehaviours, collections, operationId, { body, now });
  const packaging = collections.materialCategories.find((category) => category.name === '包装材料');
  expect(act('deleteMaterialCategories', { ids: [packaging?.id] })).toEqual({
    status: 200,
    code: 41002,
    message: '分类「包装材料」下还有 1 个物料，不允许删除',
  });
  expect(
    act('saveMaterialCategory', { parentId: '0', code: 'EL', name: '电子', sort: 9, attributes: [] }),
  ).toMatchObject({
    code: 41001,
    message: '分类编码「EL」已被「电子元器件」使用',
  });
  const rule = collections.codeRules.find((candidate) => candidate.name === '物料编码规则');
  expect(act('deleteCodeRules', { ids: [rule?.id] })).toMatchObject({
    code: 41102,
    message: expect.stringMatching(/^编码规则「物料编码规则」已绑定 \d+ 个分类，不允许删除$/),
  });
  expect(act('changeCodeRuleStatus', { id: rule?.id, status: 'DISABLED' })).toMatchObject({
    code: 41103,
    message: '编码规则「物料编码规则」已绑定分类，先解除绑定再停用',
  });
  expect(act('saveCodeRule', { ...rule, id: undefined, name: '副本' })).toMatchObject({
    code: 41101,
    message: `规则编码「${rule?.code}」已存在`,
  });
});

it('shows where a material is in stock from the warehouse’s balances, by bin and batch', () => {
  const stock = (/** @type {string} */ materialId) =>
    call(materialBehaviours, collections, 'getMaterialStock', { body: { materialId }, now }).data;
  const chip = stock('dd2ee150d2844277b89c1af40ce8fcc9');
  expect(chip).toMatchObject([
    {
      warehouseName: '原材料仓',
      locationCode: 'WH01-A-01-01',
      batchNo: 'B20261115-EL0003-01',
      quantity: 80,
      unit: 'PCS',
    },
  ]);
  expect(chip[0].id).toMatch(/^[0-9a-f]{32}$/);
  expect(stock('dd2ee150d2844277b89c1af40ce8fcc9')[0].id).toBe(chip[0].id);
  const [row] = collections.inventory.filter(
    (balance) => balance.materialId === 'dd2ee150d2844277b89c1af40ce8fcc9',
  );
  row.onHand = 0; // issued to the last piece
  expect(stock('dd2ee150d2844277b89c1af40ce8fcc9')).toEqual([]);
});
