// @ts-check
// 项目管理 in memory mode, from the contract's projects, materials, BOMs, users and documents (the seed).
import { beforeEach, expect, it } from 'vitest';
import { projectBehaviours } from './project.js';
import { call as callWith, seed } from './test-context.js';
import { warehouseBehaviours } from './warehouse.js';

const DATACENTER = 'bb262a934ce14c61aa0336d98b8c82f1'; // P2026-001, 11 demand lines, 6 members
const WAREHOUSE = 'b183256ea16e4121b07a6fc42fd7b23a'; // P2026-002, no demand yet
const CABINET_V2 = '03c472ca449548b4b8d889d2b47a5c1d'; // BOM-FG-0001-V2, 已生效
const CABINET_V3 = '77dde229df884e4dac2386e5cc86ba64'; // BOM-FG-0001-V3, 草稿
const OSCILLOSCOPE = 'e179f773a6e043c09514b7dde2ad0478'; // IT-0002, on P2026-001's list
const SERVER = 'ff53a46f5ead403a84c4b877678537a3'; // IT-0001
const CHENJING = '6a5b4c3d2e1f4a0b9c8d7e6f5a4b3c85';
const LIUYANG = '4e5f6a7b8c9d4e0f9a1b2c3d4e5f6a74';

/** @type {import('../memory/store.js').Collections} */
let collections;
beforeEach(() => {
  collections = structuredClone(seed);
});

/** @param {string} operationId @param {any} body */
const call = (operationId, body) => callWith(projectBehaviours, collections, operationId, { body });
/** @param {string} projectId */
const demand = (projectId) =>
  call('getProjectMaterialPage', { pageNum: 1, pageSize: 100, projectId }).data.list.map(
    (/** @type {any} */ line) => `${line.materialCode}×${line.demandQuantity} ${line.source} ${line.status}`,
  );

it('finds a project’s purchase documents by its projectId, latest first, each to open by id', () => {
  const { data } = call('getProjectDocuments', { projectId: DATACENTER, kind: 'PURCHASE' });
  expect(
    data.map((/** @type {any} */ doc) => `${doc.date} ${doc.docType} ${doc.docNo} ${doc.statusText}`),
  ).toEqual([
    '2026-11-24 采购申请 CGSQ-20261124-001 草稿',
    '2026-11-23 采购申请 CGSQ-20261123-001 审批中',
    '2026-11-19 采购申请 CGSQ-20261119-001 已退回',
    '2026-11-12 采购订单 CGDD-20261112-002 已审核',
    '2026-11-10 采购订单 CGDD-20261110-001 部分入库',
    '2026-11-05 采购申请 CGSQ-20261105-002 部分下单',
    '2026-11-01 采购订单 CGDD-20261101-003 已完成',
    '2026-10-28 采购申请 CGSQ-20261028-001 已下单',
  ]);
  expect(data.find((/** @type {any} */ doc) => doc.docNo === 'CGDD-20261112-002')).toEqual({
    id: '0f66fa84183449beb91363081216b6dc',
    type: 'PURCHASE_ORDER',
    docType: '采购订单',
    docNo: 'CGDD-20261112-002',
    title: '上海精工机械有限公司：标准机柜 10 台',
    statusText: '已审核',
    date: '2026-11-12',
    open: true,
  });
  // open: still in play; an order 已完成 and a request 已下单 are done with
  expect(
    data.filter((/** @type {any} */ doc) => !doc.open).map((/** @type {any} */ doc) => doc.docNo),
  ).toEqual(['CGDD-20261101-003', 'CGSQ-20261028-001']);
  expect(data.find((/** @type {any} */ doc) => doc.docNo === 'CGDD-20261110-001').title).toBe(
    '深圳市华强电子有限公司：主控芯片等 3 项',
  );
  expect(call('getProjectDocuments', { projectId: WAREHOUSE, kind: 'PURCHASE' }).data).toEqual([]);
});

it('finds a project’s warehouse documents by its projectId', () => {
  collections.warehouseDocs = [
    {
      id: 'a'.repeat(32),
      docNo: 'RKD-20261122-002',
      docType: 'IN',
      businessType: 'PURCHASE_IN',
      status: 'PENDING_EXECUTION',
      projectId: DATACENTER,
      plannedDate: '2026-11-22',
      lines: [{ materialName: '标准机柜', unit: 'UNIT', expectedQuantity: 10 }],
    },
    { id: 'b'.repeat(32), docNo: 'CKD-1', docType: 'OUT', projectId: WAREHOUSE, plannedDate: '2026-11-23' },
  ];
  expect(call('getProjectDocuments', { projectId: DATACENTER, kind: 'STOCK' }).data).toEqual([
    {
      id: 'a'.repeat(32),
      type: 'WAREHOUSE_DOC',
      docType: '入库单',
      docNo: 'RKD-20261122-002',
      title: '采购入库：标准机柜 10 台',
      statusText: '待执行',
      date: '2026-11-22',
      open: true,
    },
  ]);
});

it('adds manual demand lines with the material’s facts, and refuses a material the list has already', () => {
  expect(
    call('addProjectMaterials', {
      projectId: DATACENTER,
      lines: [{ id: 'c'.repeat(32), materialId: OSCILLOSCOPE, demandQuantity: 1 }],
    }),
  ).toEqual({
    status: 200,
    code: 42101,
    message: '物料「IT-0002 数字示波器」已在项目需求清单中，请修改原来那一行的数量',
  });
  const added = call('addProjectMaterials', {
    projectId: WAREHOUSE,
    lines: [
      { id: 'c'.repeat(32), materialId: SERVER, demandQuantity: 3, demandDate: '2027-01-10', remark: '机房' },
    ],
  });
  expect(added).toMatchObject({ code: 200, message: '添加成功' });
  const [line] = call('getProjectMaterialPage', { pageNum: 1, pageSize: 10, projectId: WAREHOUSE }).data.list;
  expect(line).toMatchObject({
    id: 'c'.repeat(32),
    materialCode: 'IT-0001',
    materialName: '机架式服务器',
    unit: 'UNIT',
    categoryName: 'IT 与仪器设备',
    demandQuantity: 3,
    demandDate: '2027-01-10',
    source: 'MANUAL',
    requestedQuantity: 0,
    status: 'NOT_REQUESTED',
    remark: '机房',
  });
});

it('previews a BOM import: the BOM exploded for the quantity, with what the project needs already', () => {
  const { data } = call('previewProjectBomImport', { projectId: DATACENTER, bomId: CABINET_V2, quantity: 2 });
  expect(
    data.map((/** @type {any} */ line) => `${line.materialCode}×${line.quantity} (${line.existingQuantity})`),
  ).toEqual([
    'ME-0001×2 (10)',
    'EL-0001×96 (480)',
    'EL-0002×144 (720)',
    'EL-0003×4 (200)',
    'EL-0004×2 (20)',
    'ME-0002×32 (160)',
    'PK-0001×2 (10)',
  ]);
  expect(demand(DATACENTER)).toHaveLength(11);
});

it('imports a BOM: quantities added to the lines the project has, new lines from the BOM otherwise', () => {
  expect(call('importProjectBom', { projectId: DATACENTER, bomId: CABINET_V2, quantity: 2 })).toMatchObject({
    code: 200,
    message: '导入成功',
    data: { added: 0, merged: 7 },
  });
  const lines = demand(DATACENTER);
  // 主控芯片 was fully requested (200 of 200): needing 204 it is partly requested again
  expect(lines).toContain('EL-0003×204 MANUAL PARTIALLY_REQUESTED');
  expect(lines).toContain('EL-0001×576 BOM NOT_REQUESTED');
  expect(
    call('importProjectBom', {
      projectId: WAREHOUSE,
      bomId: CABINET_V2,
      quantity: 3,
      demandDate: '2027-02-01',
    }).data,
  ).toEqual({
    added: 7,
    merged: 0,
  });
  expect(demand(WAREHOUSE)).toEqual([
    'ME-0001×3 BOM NOT_REQUESTED',
    'EL-0001×144 BOM NOT_REQUESTED',
    'EL-0002×216 BOM NOT_REQUESTED',
    'EL-0003×6 BOM NOT_REQUESTED',
    'EL-0004×3 BOM NOT_REQUESTED',
    'ME-0002×48 BOM NOT_REQUESTED',
    'PK-0001×3 BOM NOT_REQUESTED',
  ]);
});

it('refuses to import a BOM that is not effective', () => {
  expect(call('importProjectBom', { projectId: DATACENTER, bomId: CABINET_V3, quantity: 1 })).toEqual({
    status: 200,
    code: 42104,
    message: 'BOM-FG-0001-V3 还是草稿，只能从已生效的 BOM 导入',
  });
  expect(
    call('previewProjectBomImport', { projectId: DATACENTER, bomId: CABINET_V3, quantity: 1 }),
  ).toMatchObject({
    code: 42104,
  });
});

it('adds members from 用户管理, and refuses a user already on the team', () => {
  expect(call('addProjectMembers', { projectId: DATACENTER, userIds: [LIUYANG], role: 'MEMBER' })).toEqual({
    status: 200,
    code: 42201,
    message: '刘洋已是本项目成员（技术负责人）',
  });
  expect(
    call('addProjectMembers', {
      projectId: DATACENTER,
      userIds: [CHENJING],
      role: 'MEMBER',
      joinDate: '2026-11-23',
    }),
  ).toMatchObject({ code: 200, message: '添加成功' });
  const page = call('getProjectMemberPage', { pageNum: 1, pageSize: 10, projectId: DATACENTER }).data;
  expect(page.total).toBe(7);
  expect(page.list.find((/** @type {any} */ member) => member.userId === CHENJING)).toMatchObject({
    name: '陈静',
    username: 'chenjing',
    deptName: '软件组',
    role: 'MEMBER',
    phone: '13822223333',
    joinDate: '2026-11-23',
    leaveDate: null,
  });
});

const CHIP_LINE = '8c1d2e3f4a5b4c6d9e7f8a9b0c1d2e01'; // P2026-001's 主控芯片: 200 needed, 200 requested

it('keeps a line’s demand at least what was requested, and a requested line on the list', () => {
  expect(call('updateProjectMaterial', { id: CHIP_LINE, demandQuantity: 150 })).toEqual({
    status: 200,
    code: 42102,
    message: '主控芯片已申请 200 个，需求数量不能小于 200',
  });
  expect(
    call('updateProjectMaterial', { id: CHIP_LINE, demandQuantity: 250, demandDate: '2026-12-20' }),
  ).toMatchObject({
    code: 200,
    message: '修改成功',
  });
  expect(demand(DATACENTER)).toContain('EL-0003×250 MANUAL PARTIALLY_REQUESTED');
  call('updateProjectMaterial', { id: CHIP_LINE, demandQuantity: 200 });
  expect(demand(DATACENTER)).toContain('EL-0003×200 MANUAL REQUESTED');
  expect(call('deleteProjectMaterials', { ids: [CHIP_LINE] })).toMatchObject({
    code: 42103,
    message: expect.stringMatching(/^主控芯片已申请 200 个.*，不能删除$/),
  });
  const bolts = '8c1d2e3f4a5b4c6d9e7f8a9b0c1d2e05'; // nothing requested
  expect(call('deleteProjectMaterials', { ids: [bolts] })).toMatchObject({ code: 200 });
  expect(demand(DATACENTER)).toHaveLength(10);
});

it('keeps a manager on the team: the last one neither changes role nor leaves', () => {
  const members = () =>
    call('getProjectMemberPage', { pageNum: 1, pageSize: 20, projectId: DATACENTER }).data.list;
  const zhangwei = members().find((/** @type {any} */ member) => member.name === '张伟');
  expect(call('changeProjectMemberRole', { id: zhangwei.id, role: 'MEMBER' })).toEqual({
    status: 200,
    code: 42202,
    message: '张伟是本项目唯一的项目经理，改角色前请先指定新的项目经理',
  });
  expect(call('removeProjectMembers', { ids: [zhangwei.id] })).toMatchObject({
    code: 42203,
    message: '不能移出项目经理张伟，请先指定新的项目经理',
  });
  const liuyang = members().find((/** @type {any} */ member) => member.name === '刘洋');
  call('changeProjectMemberRole', { id: liuyang.id, role: 'MANAGER' });
  expect(call('removeProjectMembers', { ids: [zhangwei.id] })).toMatchObject({
    code: 200,
    message: '已移出',
  });
  expect(members().map((/** @type {any} */ member) => member.name)).not.toContain('张伟');
});

it('moves a project along its status flow only, with its actual dates', () => {
  const status = (/** @type {string} */ id, /** @type {string} */ to) =>
    call('changeProjectStatus', { id, status: to });
  const project = (/** @type {string} */ id) => collections.projects.find((candidate) => candidate.id === id);
  expect(status(WAREHOUSE, 'COMPLETED')).toEqual({
    status: 200,
    code: 42004,
    message: '项目「智能仓储二期」未开始，不能改为已完成',
  });
  expect(status(WAREHOUSE, 'IN_PROGRESS')).toMatchObject({ code: 200 });
  expect(project(WAREHOUSE)).toMatchObject({ status: 'IN_PROGRESS', actualStart: '2026-11-26' });
  collections.warehouseDocs = [
    {
      id: 'd'.repeat(32),
      docNo: 'RKD-20261125-001',
      docType: 'IN',
      projectId: WAREHOUSE,
      status: 'EXECUTING',
    },
  ];
  collections.purchaseOrders.push({
    id: 'e'.repeat(32),
    orderNo: 'CGDD-20261125-001',
    projectId: WAREHOUSE,
    status: 'APPROVED',
    orderDate: '2026-11-25',
    supplierName: '上海精工机械有限公司',
    lines: [],
  });
  expect(status(WAREHOUSE, 'COMPLETED')).toEqual({
    status: 200,
    code: 42005,
    message:
      '项目「智能仓储二期」尚有未完成的单据：CGDD-20261125-001 已审核、RKD-20261125-001 执行中，不能完成',
  });
  expect(project(WAREHOUSE)).toMatchObject({ status: 'IN_PROGRESS', actualEnd: null });
  collections.warehouseDocs[0].status = 'COMPLETED';
  expect(status(WAREHOUSE, 'COMPLETED')).toMatchObject({
    code: 42005,
    message: '项目「智能仓储二期」尚有未完成的单据：CGDD-20261125-001 已审核，不能完成',
  });
  collections.purchaseOrders.at(-1).status = 'CLOSED';
  expect(status(WAREHOUSE, 'COMPLETED')).toMatchObject({ code: 200 });
  expect(project(WAREHOUSE)).toMatchObject({ status: 'COMPLETED', actualEnd: '2026-11-26', progress: 100 });
});

it('deletes only a project not started and without documents, with its demand and team', () => {
  expect(call('deleteProjects', { ids: [DATACENTER] })).toEqual({
    status: 200,
    code: 42003,
    message: '项目「华东数据中心机房改造」进行中，只能删除未开始且没有单据的项目',
  });
  call('importProjectBom', { projectId: WAREHOUSE, bomId: CABINET_V2, quantity: 1 });
  expect(call('deleteProjects', { ids: [WAREHOUSE] })).toMatchObject({ code: 200 });
  expect(collections.projects.map((project) => project.id)).not.toContain(WAREHOUSE);
  expect(collections.projectMaterials.filter((line) => line.projectId === WAREHOUSE)).toEqual([]);
  expect(collections.projectMembers.filter((member) => member.projectId === WAREHOUSE)).toEqual([]);
});

it('refuses a project name another project has; a new project’s team starts with its manager', () => {
  const input = {
    name: '苏州工厂MES实施',
    type: 'RND',
    managerId: LIUYANG,
    deptId: 'b1c2d3e4f5a64b7c8d9e0f1a2b3c4d11',
    planStart: '2027-02-01',
    planEnd: '2027-08-31',
  };
  expect(call('saveProject', input)).toEqual({
    status: 200,
    code: 42002,
    message: '项目名称「苏州工厂MES实施」已存在（P2026-004）',
  });
  const saved = call('saveProject', { ...input, name: '苏州工厂MES二期' }).data;
  expect(saved).toMatchObject({ projectNo: 'P2026-005', status: 'NOT_STARTED', managerName: '刘洋' });
  const team = call('getProjectMemberPage', { pageNum: 1, pageSize: 10, projectId: saved.id }).data.list;
  expect(team).toMatchObject([{ name: '刘洋', role: 'MANAGER', joinDate: '2026-11-26' }]);
});

it('shows each line’s 可用库存 as the warehouse counts it now', () => {
  const available = () =>
    callWith(warehouseBehaviours, collections, 'getInventoryPage', {
      body: { pageNum: 1, pageSize: 10, view: 'MATERIAL', keyword: 'EL-0003' },
    }).data.list[0].available;
  const chipLine = () =>
    call('getProjectMaterialPage', { pageNum: 1, pageSize: 20, projectId: DATACENTER }).data.list.find(
      (/** @type {any} */ line) => line.materialCode === 'EL-0003',
    );
  const before = chipLine().availableStock;
  expect(before).toBe(available());
  const row = collections.inventory.find(
    (balance) => balance.materialId === 'dd2ee150d2844277b89c1af40ce8fcc9',
  );
  row.onHand += 20; // received
  expect(chipLine().availableStock).toBe(before + 20);
  expect(chipLine().availableStock).toBe(available());
});
