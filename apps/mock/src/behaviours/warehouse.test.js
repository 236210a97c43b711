// @ts-check
// 仓库 in memory mode, from the contract's own seed: what a caller of each operation sees after the calls before it.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { conform } from '../memory/conform.js';
import { contractOperations } from '../memory/contract.js';
import { KINDS, MockError } from '../memory/kinds.js';
import { seedCollections } from '../memory/seed.js';
import { ensureBundledSpec } from '../spec.js';
import { behaviours } from './index.js';

const spec = JSON.parse(readFileSync(ensureBundledSpec(), 'utf8'));
const operations = contractOperations(spec);
const seed = seedCollections(operations);
const user = operations.find((operation) => operation.operationId === 'getCurrentUser')?.successExamples[0]
  ?.value.data;
const now = new Date(2026, 10, 26, 10, 30);
const TODAY = '2026-11-26';

// seed ids, from openapi/examples/warehouse.yaml and purchase-order.yaml
const WH01 = '7c77833f338f4aabb1c8046a3c6dd345';
const BIN_A0101 = '05c8d825458942898e692bf19b26be74';
const BIN_A0201 = '52c78612cc654109b6ec730b5ab4e22f';
const BIN_B0101 = '265aad9d98914efebf2ea35374d7a291';
const BIN_R0001 = 'ce3bdd3e61ea4d369c6419b18d885add';
const ZONE_B = 'c86308a3429b4def959c11d466f6d437';
const ORDER_CABINETS = '0f66fa84183449beb91363081216b6dc'; // CGDD-20261112-002: 标准机柜 10, nothing received
const CABINET = 'b9c8b9ffe46e46279419c7723226db94'; // ME-0001
const BOLT = 'bbeeb6361d334c6d96f0da847a2a3b87'; // ME-0002, 1200 in B-01-01
const CHIP = 'dd2ee150d2844277b89c1af40ce8fcc9'; // EL-0003, batch-managed
const POWER = '3c3ae353fb14428e90b401a6c1cc0aff'; // EL-0004, 12 of batch B20261001-EL0004-01 in A-02-01
const POWER_BATCH = '81bd940d53314905b01ac8795595e972';
const CKD_001 = '9c6976ca6ebe4baab717e83bf2429704'; // 待执行: 开关电源 8, 螺栓 64 for P2026-001
const CKD_001_POWER_LINE = '7576c3c6892c4387bc609fbd25c8389a';
const CKD_002 = '93eb7dfcc9094e2cbbf44c52c408bb20'; // 已完成: 主控芯片 40 out of B20261115-EL0003-01
const RKD_20261103 = '15c8006f0fc0426cb39f24d9b5a90ddc'; // 已完成: 开关电源 20 in, 8 issued since
const PROJECT_DC = 'bb262a934ce14c61aa0336d98b8c82f1';

/** @type {import('../memory/store.js').Collections} */
let collections;
beforeEach(() => {
  collections = structuredClone(seed);
});

/**
 * Calls an operation as memory mode runs it and answers what its caller gets: the envelope, the data fitted to
 * the answer's schema (with no required field made up).
 * @param {string} operationId @param {Record<string, any>} [input] the body, or the query of a GET
 * @returns {{ code: number, message: string, data: any }}
 */
function call(operationId, input = {}) {
  const operation = /** @type {import('../memory/contract.js').ContractOperation} */ (
    operations.find((candidate) => candidate.operationId === operationId)
  );
  const get = operation.method === 'GET';
  const context = {
    spec,
    operation,
    parameters: operation.parameters,
    params: {},
    query: get ? input : {},
    body: get ? undefined : input,
    collections,
    user,
    now,
  };
  const generic = KINDS[String(operation.kind)];
  const run = operation.mock?.behaviour ? behaviours[operation.mock.behaviour] : undefined;
  try {
    const result = /** @type {any} */ (run ? run(context, generic) : generic(context));
    /** @type {string[]} */
    const gaps = [];
    const data = conform(spec, operation.dataSchema, structuredClone(result.data), gaps);
    expect(gaps, `${operationId} made up required fields`).toEqual([]);
    return { code: 200, message: result.message ?? operation.successMessage, data };
  } catch (error) {
    if (error instanceof MockError) return { code: error.code, message: error.message, data: null };
    throw error;
  }
}

/** 库存查询 by material: the material's row. @param {string} materialId @param {Record<string, any>} [filters] */
const stockOf = (materialId, filters = {}) =>
  call('getInventoryPage', { pageNum: 1, pageSize: 50, view: 'MATERIAL', materialId, ...filters }).data
    .list[0];

/** The ledger lines one document wrote, newest first. @param {string} docId */
const ledgerOf = (docId) => call('getLedgerPage', { pageNum: 1, pageSize: 50, docId }).data.list;

const order = (/** @type {string} */ id) => call('getPurchaseOrder', { id }).data;
const detail = (/** @type {string} */ id) => call('getWarehouseDocDetail', { id }).data;

/** Saves, submits and audits a draft: the document as 待执行. @param {Record<string, any>} draft */
function released(draft) {
  const saved = call('saveWarehouseDoc', draft);
  expect(saved.code).toBe(200);
  expect(call('submitWarehouseDocs', { ids: [saved.data.id] }).code).toBe(200);
  expect(call('auditWarehouseDocs', { ids: [saved.data.id] }).code).toBe(200);
  return detail(saved.data.id);
}

describe('the seed agrees with the contract’s examples', () => {
  it('opens the balances from the ledger: 按物料汇总 as the examples count it', () => {
    const page = call('getInventoryPage', { pageNum: 1, pageSize: 10, view: 'MATERIAL' }).data;
    // 7 in stock and the 3 alerts with none (FG-0001, ME-0001, PK-0001), as the examples count them
    expect(page.total).toBe(10);
    expect(page.summary).toMatchObject({ onHand: 41335.5, reserved: 72, available: 41263.5 });
    expect(stockOf(POWER)).toMatchObject({
      onHand: 12,
      reserved: 8,
      available: 4,
      unit: '台',
      belowSafety: true,
    });
    const bins = call('getAllLocations', { warehouseId: WH01 }).data;
    expect(bins.find((node) => node.id === WH01)).toMatchObject({ stockQuantity: 41295.5, materialCount: 6 });
    expect(bins.find((node) => node.id === BIN_R0001)).toMatchObject({ stockQuantity: 0, occupied: false });
  });
});

describe('a purchase order received in two goes', () => {
  it('drafts the order’s open quantity, and 6 of 10 received leave the document and the order partial', () => {
    const draft = call('draftWarehouseDoc', { kind: 'PURCHASE_ORDER', sourceId: ORDER_CABINETS });
    expect(draft.data).toMatchObject({
      docType: 'IN',
      businessType: 'PURCHASE_IN',
      supplierId: 'd00f7b11205f42f788c1d781b972e776',
      projectId: PROJECT_DC,
      source: { kind: 'PURCHASE_ORDER', id: ORDER_CABINETS, no: 'CGDD-20261112-002' },
      lines: [{ materialId: CABINET, materialCode: 'ME-0001', unit: '台', expectedQuantity: 10 }],
    });
    const doc = released(draft.data);
    expect(doc.doc).toMatchObject({
      docNo: 'RKD-20261126-004',
      status: 'PENDING_EXECUTION',
      supplierName: '上海精工机械有限公司',
      deptName: null,
      projectName: '华东数据中心机房改造',
      creator: '张伟',
      auditor: '张伟',
    });
    expect(doc.upstream[0]).toMatchObject({ kind: 'PURCHASE_ORDER', id: ORDER_CABINETS });
    expect(order(ORDER_CABINETS).stockIns).toContainEqual(
      expect.objectContaining({ id: doc.doc.id, status: 'PENDING_EXECUTION' }),
    );

    const loaded = call('loadExecutionDoc', { docNo: doc.doc.docNo, direction: 'IN' }).data;
    expect(loaded.lines[0]).toMatchObject({
      remainingQuantity: 10,
      suggestedLocation: { code: 'WH01-B-01-01' },
    });
    const line = doc.lines[0].id;
    const first = call('executeStockIn', {
      docId: doc.doc.id,
      lines: [{ key: 'k1', lineId: line, quantity: 6, locationId: BIN_B0101 }],
    });
    expect(first).toMatchObject({
      code: 200,
      message: '入库成功',
      data: { status: 'EXECUTING', openLines: 1 },
    });
    expect(first.data.entries).toHaveLength(1);

    expect(stockOf(CABINET)).toMatchObject({ onHand: 6, inTransit: 4 });
    expect(ledgerOf(doc.doc.id)).toEqual([
      expect.objectContaining({
        businessType: 'PURCHASE_IN',
        direction: 'IN',
        quantity: 6,
        balance: 6,
        locationCode: 'WH01-B-01-01',
        partnerName: '上海精工机械有限公司',
        sourceDoc: expect.objectContaining({ id: doc.doc.id, status: 'EXECUTING' }),
      }),
    ]);
    const partly = detail(doc.doc.id);
    expect(partly.doc).toMatchObject({ status: 'EXECUTING', doneQuantity: 6, executedDate: TODAY });
    expect(partly.lines[0]).toMatchObject({ expectedQuantity: 10, doneQuantity: 6 });
    const ordered = order(ORDER_CABINETS);
    expect(ordered.lines[0].receivedQuantity).toBe(6);
    expect(ordered).toMatchObject({ receiptStatus: 'PARTIAL', status: 'PARTIALLY_RECEIVED' });
    expect(
      call('getReceivableOrders', {}).data.find((open) => open.id === ORDER_CABINETS).lines[0],
    ).toMatchObject({ receivedQuantity: 6, openQuantity: 4 });

    const rest = call('executeStockIn', {
      docId: doc.doc.id,
      lines: [{ key: 'k2', lineId: line, quantity: 4, locationId: BIN_B0101 }],
    });
    expect(rest.data).toMatchObject({ status: 'COMPLETED', openLines: 0 });
    expect(stockOf(CABINET).onHand).toBe(10);
    expect(order(ORDER_CABINETS)).toMatchObject({ receiptStatus: 'FULL', status: 'COMPLETED' });
    expect(call('getReceivableOrders', {}).data.map((open) => open.id)).not.toContain(ORDER_CABINETS);
    expect(call('draftWarehouseDoc', { kind: 'PURCHASE_ORDER', sourceId: ORDER_CABINETS })).toMatchObject({
      code: 53002,
      message: '采购订单 CGDD-20261112-002 已全部入库，没有可生成的数量',
    });
  });

  it('refuses more than a line has left, and moves nothing', () => {
    const draft = call('draftWarehouseDoc', { kind: 'PURCHASE_ORDER', sourceId: ORDER_CABINETS }).data;
    const doc = released(draft);
    const refused = call('executeStockIn', {
      docId: doc.doc.id,
      lines: [{ key: 'k1', lineId: doc.lines[0].id, quantity: 11, locationId: BIN_B0101 }],
    });
    expect(refused).toMatchObject({ code: 54002, message: '标准机柜 本次实收 11 超出未收数量 10' });
    expect(stockOf(CABINET, { showZero: true }).onHand).toBe(0);
    expect(ledgerOf(doc.doc.id)).toEqual([]);
  });

  it('gives a batch-managed receipt the next batch number of the day', () => {
    const chip = call('loadExecutionDoc', { docNo: 'RKD-20261115-001', direction: 'IN' }).data;
    const line = chip.lines.find((candidate) => candidate.materialId === CHIP);
    expect(line).toMatchObject({ remainingQuantity: 80, suggestedLocation: { id: BIN_A0101 } });
    const received = call('executeStockIn', {
      docId: chip.doc.id,
      lines: [{ key: 'k1', lineId: line.lineId, quantity: 30, locationId: BIN_A0101 }],
    });
    expect(received.data.entries[0]).toMatchObject({
      batchNo: 'B20261126-EL0003-01',
      quantity: 30,
      balance: 110,
    });
    const batch = call('getBatchPage', { pageNum: 1, pageSize: 10, batchNo: 'B20261126-EL0003' }).data.list;
    expect(batch).toEqual([
      expect.objectContaining({
        inQuantity: 30,
        quantity: 30,
        status: 'NORMAL',
        supplierName: '深圳市华强电子有限公司',
      }),
    ]);
    expect(call('generateBatchNo', { materialId: CHIP }).data.batchNo).toBe('B20261126-EL0003-02');
  });
});

describe('the project carried from the order to the ledger (issue 25)', () => {
  it('keeps the order’s project on the draft, the saved document, its ledger lines and the project’s 出入库', () => {
    expect(order(ORDER_CABINETS).projectId).toBe(PROJECT_DC);
    const draft = call('draftWarehouseDoc', { kind: 'PURCHASE_ORDER', sourceId: ORDER_CABINETS }).data;
    expect(draft).toMatchObject({ projectId: PROJECT_DC, supplierId: order(ORDER_CABINETS).supplierId });

    // saved as the form sends it (the read-only supplier and project as drafted), submitted and audited
    const doc = released(draft);
    expect(doc.doc).toMatchObject({ projectId: PROJECT_DC, projectName: '华东数据中心机房改造' });

    call('executeStockIn', {
      docId: doc.doc.id,
      lines: [{ key: 'k1', lineId: doc.lines[0].id, quantity: 10, locationId: BIN_B0101 }],
    });
    expect(ledgerOf(doc.doc.id)).toEqual([
      expect.objectContaining({ projectId: PROJECT_DC, projectName: '华东数据中心机房改造' }),
    ]);
    const ofProject = call('getLedgerPage', { pageNum: 1, pageSize: 50, projectId: PROJECT_DC }).data.list;
    expect(ofProject.map((/** @type {any} */ entry) => entry.sourceDoc.no)).toContain(doc.doc.docNo);
    expect(ofProject.every((/** @type {any} */ entry) => entry.projectId === PROJECT_DC)).toBe(true);

    const stockDocs = call('getProjectDocuments', { projectId: PROJECT_DC, kind: 'STOCK' }).data;
    expect(stockDocs.map((/** @type {any} */ listed) => listed.docNo)).toContain(doc.doc.docNo);
  });

  it('a stock-in with no project writes none, and a project’s ledger leaves it out', () => {
    const blank = released({
      docType: 'IN',
      businessType: 'OTHER_IN',
      warehouseId: WH01,
      plannedDate: TODAY,
      source: null,
      supplierId: null,
      projectId: null,
      deptName: null,
      remark: null,
      lines: [
        {
          id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
          materialId: BOLT,
          materialCode: 'ME-0002',
          materialName: '螺栓',
          spec: null,
          unit: '个',
          expectedQuantity: 5,
        },
      ],
    });
    call('executeStockIn', {
      docId: blank.doc.id,
      lines: [{ key: 'k1', lineId: blank.lines[0].id, quantity: 5, locationId: BIN_B0101 }],
    });
    expect(ledgerOf(blank.doc.id)[0]).toMatchObject({ projectId: null, projectName: null });
    const ofProject = call('getLedgerPage', { pageNum: 1, pageSize: 50, projectId: PROJECT_DC }).data.list;
    expect(ofProject.map((/** @type {any} */ entry) => entry.sourceDoc.id)).not.toContain(blank.doc.id);
  });
});

describe('stock that leaves', () => {
  it('moves an outbound within stock down, batch and project included', () => {
    const out = call('executeStockOut', {
      docId: CKD_001,
      recipient: '刘洋',
      lines: [
        { key: 'k1', lineId: CKD_001_POWER_LINE, quantity: 8, batchId: POWER_BATCH, locationId: BIN_A0201 },
      ],
    });
    expect(out).toMatchObject({
      code: 200,
      message: '出库成功',
      data: { status: 'EXECUTING', openLines: 1 },
    });
    expect(out.data.entries[0]).toMatchObject({
      businessType: 'ISSUE_OUT',
      direction: 'OUT',
      quantity: -8,
      balance: 4,
      partnerName: '研发部',
      projectName: '华东数据中心机房改造',
    });
    expect(stockOf(POWER)).toMatchObject({ onHand: 4, reserved: 0 });
    expect(call('getBatchDetail', { id: POWER_BATCH }).data.batch).toMatchObject({
      quantity: 4,
      status: 'NORMAL',
    });
    const demand = collections.projectMaterials.find(
      (line) => line.projectId === PROJECT_DC && line.materialId === POWER,
    );
    expect(demand?.issuedQuantity).toBe(8);
  });

  it('refuses an outbound below zero with the contract’s business error, and moves nothing', () => {
    const doc = released({
      docType: 'OUT',
      businessType: 'OTHER_OUT',
      warehouseId: WH01,
      plannedDate: TODAY,
      deptName: '工程部',
      lines: [
        {
          id: 'l1',
          materialId: BOLT,
          materialCode: 'x',
          materialName: 'x',
          spec: null,
          unit: 'x',
          expectedQuantity: 1300,
        },
        {
          id: 'l2',
          materialId: POWER,
          materialCode: 'x',
          materialName: 'x',
          spec: null,
          unit: 'x',
          expectedQuantity: 2,
        },
      ],
    });
    expect(doc.lines[0]).toMatchObject({
      materialCode: 'ME-0002',
      materialName: '不锈钢内六角螺栓',
      unit: '个',
    });
    const ledger = call('getLedgerPage', { pageNum: 1, pageSize: 1 }).data.total;
    const refused = call('executeStockOut', {
      docId: doc.doc.id,
      lines: [
        { key: 'k1', lineId: 'l2', quantity: 2, batchId: POWER_BATCH, locationId: BIN_A0201 },
        { key: 'k2', lineId: 'l1', quantity: 1300, batchId: null, locationId: BIN_B0101 },
      ],
    });
    expect(refused).toEqual({
      code: 54003,
      message: '不锈钢内六角螺栓 在 WH01-B-01-01 可用 1200，本次实发 1300 超出可用库存',
      data: null,
    });
    expect(stockOf(BOLT).onHand).toBe(1200);
    expect(stockOf(POWER).onHand).toBe(12);
    expect(call('getLedgerPage', { pageNum: 1, pageSize: 1 }).data.total).toBe(ledger);
    expect(detail(doc.doc.id).doc).toMatchObject({ status: 'PENDING_EXECUTION', doneQuantity: 0 });
  });

  it('never issues a frozen batch', () => {
    expect(call('freezeBatch', { id: POWER_BATCH, reason: '抽检' }).data).toMatchObject({
      status: 'FROZEN',
      qualityStatus: '待复检',
    });
    const refused = call('executeStockOut', {
      docId: CKD_001,
      lines: [
        { key: 'k1', lineId: CKD_001_POWER_LINE, quantity: 1, batchId: POWER_BATCH, locationId: BIN_A0201 },
      ],
    });
    expect(refused).toMatchObject({
      code: 54004,
      message: '开关电源 批次 B20261001-EL0004-01 已冻结，不能出库',
    });
    expect(call('unfreezeBatch', { id: POWER_BATCH, reason: '复检合格' }).data).toMatchObject({
      status: 'NORMAL',
    });
  });
});

describe('冲销', () => {
  it('undoes a completed outbound with a reversal document, once', () => {
    const reversed = call('reverseWarehouseDoc', { id: CKD_002, reason: '领料数量录错' });
    expect(reversed).toMatchObject({
      code: 200,
      message: '冲销成功',
      data: {
        docNo: 'CKD-20261126-007',
        businessType: 'REVERSAL',
        status: 'COMPLETED',
        reversalOf: { id: CKD_002, no: 'CKD-20261118-002' },
        totalQuantity: 40,
        remark: '冲销：领料数量录错',
      },
    });
    expect(ledgerOf(reversed.data.id)).toEqual([
      expect.objectContaining({
        businessType: 'REVERSAL',
        direction: 'IN',
        quantity: 40,
        balance: 120,
        reversalOf: 'LS-20261118-0001',
        batchNo: 'B20261115-EL0003-01',
      }),
    ]);
    expect(stockOf(CHIP).onHand).toBe(120);
    expect(detail(CKD_002).downstream).toContainEqual(expect.objectContaining({ id: reversed.data.id }));
    expect(call('reverseWarehouseDoc', { id: CKD_002, reason: '再来一次' })).toMatchObject({
      code: 53007,
      message: '单据 CKD-20261118-002 已冲销，不能再次冲销',
    });
  });

  it('refuses to reverse a receipt whose stock has been issued since', () => {
    expect(call('reverseWarehouseDoc', { id: RKD_20261103, reason: '到货有误' })).toMatchObject({
      code: 54003,
      message: '开关电源 批次 B20261001-EL0004-01 在 WH01-A-02-01 可用 12，冲销需出库 20，不能冲销',
    });
    expect(stockOf(POWER).onHand).toBe(12);
  });
});

describe('库位', () => {
  it('keeps a location that holds stock, or has children, and deletes an empty one', () => {
    expect(call('deleteLocations', { ids: [BIN_A0101] })).toEqual({
      code: 51002,
      message: '库位 WH01-A-01-01 存有 1 种物料共 80 个，不能删除；请先移库',
      data: null,
    });
    expect(call('deleteLocations', { ids: [ZONE_B] })).toMatchObject({
      code: 51005,
      message: '库区 WH01-B 下还有 1 个库位，不能删除',
    });
    expect(call('deleteLocations', { ids: [BIN_R0001] }).code).toBe(200);
    expect(call('getAllLocations', {}).data.map((node) => node.id)).not.toContain(BIN_R0001);
    expect(call('getAllLocations', {}).data.map((node) => node.id)).toContain(BIN_A0101);
  });

  it('locks but does not disable a bin holding stock, and stock does not move through a locked bin', () => {
    expect(call('changeLocationStatus', { ids: [BIN_A0201], status: 'DISABLED' })).toMatchObject({
      code: 51003,
      message: '库位 WH01-A-02-01 存有库存，不能停用，可改为锁定',
    });
    expect(call('changeLocationStatus', { ids: [BIN_A0201], status: 'LOCKED', reason: '盘点' }).code).toBe(
      200,
    );
    expect(
      call('executeStockOut', {
        docId: CKD_001,
        lines: [
          { key: 'k1', lineId: CKD_001_POWER_LINE, quantity: 1, batchId: POWER_BATCH, locationId: BIN_A0201 },
        ],
      }),
    ).toMatchObject({ code: 54005, message: '库位 WH01-A-02-01 已锁定，不能出入库' });
  });

  it('generates bins by ranges, all or none', () => {
    const range = {
      zoneId: ZONE_B,
      rows: { from: 2, to: 1 },
      cols: { from: 1, to: 1 },
      locationType: 'STORAGE',
    };
    expect(call('generateLocations', range)).toMatchObject({
      code: 51004,
      message: '库位编码已存在：WH01-B-01-01，未生成任何库位',
    });
    const made = call('generateLocations', { ...range, rows: { from: 2, to: 3 } });
    expect(made.message).toBe('已生成 2 个库位');
    expect(made.data.map((node) => node.code)).toEqual(['WH01-B-02-01', 'WH01-B-03-01']);
  });
});

describe('单据管理', () => {
  it('filters the page by direction: 入 the 入库单, 出 the 出库单, 调拨单 and 退货单', () => {
    const page = (/** @type {Record<string, any>} */ filters) =>
      call('getWarehouseDocPage', { pageNum: 1, pageSize: 50, ...filters }).data;
    const inbound = page({ direction: 'IN' });
    expect(inbound.list.map((doc) => doc.docType)).toEqual(Array(inbound.total).fill('IN'));
    expect(inbound.total).toBe(5);
    const outbound = page({ direction: 'OUT' });
    expect(new Set(outbound.list.map((doc) => doc.docType))).toEqual(new Set(['OUT', 'TRANSFER', 'RETURN']));
    expect(outbound.total + inbound.total).toBe(page({}).total - 1); // the 盘点单 goes neither way
    expect(page({ direction: 'IN', executable: true }).list.map((doc) => doc.docNo)).toEqual([
      'RKD-20261122-002',
      'RKD-20261115-001',
    ]);
  });

  it('moves documents through the lifecycle, refusing what the status does not allow', () => {
    expect(call('submitWarehouseDocs', { ids: ['454d4360175d463c86908d21ad17cc63'] })).toMatchObject({
      code: 53003,
      message: '单据 RKD-20261122-002 已待执行，只有草稿可以提交',
    });
    expect(call('unauditWarehouseDoc', { id: CKD_001 }).code).toBe(200);
    expect(detail(CKD_001).doc).toMatchObject({ status: 'DRAFT', auditor: null });
    expect(call('voidWarehouseDoc', { id: CKD_002, reason: 'x' })).toMatchObject({ code: 53006 });
    const copy = call('copyWarehouseDoc', { id: CKD_001 }).data;
    expect(copy).toMatchObject({
      docNo: 'CKD-20261126-007',
      status: 'DRAFT',
      doneQuantity: 0,
      creator: '张伟',
    });
  });
});

describe('批次', () => {
  const CHIP_BATCH = 'e002031c1e8145e1a0ba87065065c310'; // B20261115-EL0003-01: 80 in A-01-01

  it('splits part of a batch into the next number of its series, in the same bin', () => {
    const split = call('splitBatch', { id: CHIP_BATCH, quantity: 30, remark: '分开存放待复检' });
    expect(split).toMatchObject({
      message: '拆分成功',
      data: {
        batchNo: 'B20261115-EL0003-02',
        quantity: 30,
        inQuantity: 30,
        remark: '拆分自 B20261115-EL0003-01：分开存放待复检',
      },
    });
    expect(call('getBatchDetail', { id: CHIP_BATCH }).data.batch.quantity).toBe(50);
    expect(call('getBatchDetail', { id: split.data.id }).data.stock).toEqual([
      expect.objectContaining({ locationCode: 'WH01-A-01-01', quantity: 30 }),
    ]);
    expect(stockOf(CHIP).onHand).toBe(80);
    expect(call('splitBatch', { id: CHIP_BATCH, quantity: 50 })).toMatchObject({
      code: 52003,
      message: '拆分数量须大于 0 且小于批次当前数量 50',
    });
  });

  it('keeps the expiry date after the production date, and a batch past it is 已过期', () => {
    const AU = '6b29507f90f64c3a816f116c9967c0f4'; // produced 2025-12-10
    expect(call('changeBatchExpiry', { id: AU, expiryDate: '2025-12-01', reason: 'x' })).toMatchObject({
      code: 52004,
      message: '有效期不能早于生产日期 2025-12-10',
    });
    expect(call('changeBatchExpiry', { id: AU, expiryDate: '2026-11-20', reason: '复检' }).data.status).toBe(
      'EXPIRED',
    );
    expect(call('getBatchPage', { pageNum: 1, pageSize: 10, status: 'EXPIRED' }).data.total).toBe(1);
    expect(call('getStockAlerts').data.expiringCount).toBe(0);
  });
});

describe('调拨', () => {
  it('takes out of one warehouse and puts the same stock into the other’s open bin', () => {
    const WH02 = '0b2f5280909a479295cb93899543cba6';
    const WH02_BIN = 'f63fcde5157a4268b05f1dfa80c64aa5'; // locked for a stocktake in the seed
    const doc = released({
      docType: 'TRANSFER',
      businessType: 'TRANSFER_OUT',
      warehouseId: WH01,
      targetWarehouseId: WH02,
      plannedDate: TODAY,
      lines: [
        {
          id: 'l1',
          materialId: BOLT,
          materialCode: 'x',
          materialName: 'x',
          spec: null,
          unit: 'x',
          expectedQuantity: 10,
        },
      ],
    });
    expect(doc.doc).toMatchObject({ docNo: 'DBD-20261126-002', targetWarehouseName: '成品仓' });
    const rows = [{ key: 'k1', lineId: 'l1', quantity: 10, batchId: null, locationId: BIN_B0101 }];
    expect(call('executeStockOut', { docId: doc.doc.id, lines: rows })).toMatchObject({
      code: 400,
      message: '调入仓库 成品仓 没有可用的库位',
    });
    call('changeLocationStatus', { ids: [WH02_BIN], status: 'ENABLED' });
    const moved = call('executeStockOut', { docId: doc.doc.id, lines: rows }).data;
    expect(moved.status).toBe('COMPLETED');
    expect(
      moved.entries.map((entry) => [entry.businessType, entry.locationCode, entry.quantity, entry.balance]),
    ).toEqual([
      ['TRANSFER_OUT', 'WH01-B-01-01', -10, 1190],
      ['TRANSFER_IN', 'WH02-C-01-01', 10, 10],
    ]);
    expect(stockOf(BOLT, { warehouseId: WH02 }).onHand).toBe(10);
  });
});

describe('单据 edits and copies', () => {
  it('saves only a 草稿, and a 冲销单’s copy is a draft of the business it reversed', () => {
    expect(
      call('saveWarehouseDoc', {
        id: CKD_002,
        docType: 'OUT',
        businessType: 'ISSUE_OUT',
        warehouseId: WH01,
        plannedDate: TODAY,
        lines: [
          {
            id: 'l1',
            materialId: BOLT,
            materialCode: 'x',
            materialName: 'x',
            spec: null,
            unit: 'x',
            expectedQuantity: 1,
          },
        ],
      }),
    ).toMatchObject({ code: 53001, message: '单据 CKD-20261118-002 已完成，只有草稿可以修改' });
    const copy = call('copyWarehouseDoc', { id: '7682f15c1833477fa3520f46194adc56' }).data; // CKD-20261117-006, a 冲销单
    expect(copy).toMatchObject({
      businessType: 'ISSUE_OUT',
      status: 'DRAFT',
      reversalOf: null,
      totalQuantity: 100,
    });
  });

  it('voids a document being executed, keeping what was executed', () => {
    call('executeStockOut', {
      docId: CKD_001,
      lines: [
        { key: 'k1', lineId: CKD_001_POWER_LINE, quantity: 3, batchId: POWER_BATCH, locationId: BIN_A0201 },
      ],
    });
    expect(call('unauditWarehouseDoc', { id: CKD_001 })).toMatchObject({
      code: 53005,
      message: '单据 CKD-20261121-001 已部分执行，不能反审核',
    });
    expect(call('voidWarehouseDoc', { id: CKD_001, reason: '项目暂停' }).code).toBe(200);
    expect(detail(CKD_001).doc).toMatchObject({
      status: 'VOIDED',
      doneQuantity: 3,
      remark: '作废：项目暂停',
    });
    expect(stockOf(POWER)).toMatchObject({ onHand: 9, reserved: 0 });
    expect(stockOf(BOLT).reserved).toBe(0);
  });
});
