// @ts-check
// 物料 codes in memory mode, from the contract's own categories and code rules (the seed).
import { readFileSync } from 'node:fs';
import { beforeEach, expect, it } from 'vitest';
import { contractOperations } from '../memory/contract.js';
import { seedCollections } from '../memory/seed.js';
import { ensureBundledSpec } from '../spec.js';
import { materialBehaviours, nextMaterialCode } from './material.js';

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
  const second = /** @type {any} */ (save(contextFor('saveMaterial', input), generic)).data;
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
