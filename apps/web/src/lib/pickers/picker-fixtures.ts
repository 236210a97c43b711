import type { Schema } from '@backoffice/sdk';

// The example company's records (openapi/examples), trimmed to what the pickers' tests need.
const material = (id: string, code: string, name: string, spec: string): Schema<'Material'> => ({
  id,
  code,
  name,
  spec,
  categoryId: '2c63888f28f04481be6ddce7a7ace732',
  categoryName: '电子元器件',
  type: 'RAW',
  unit: 'PCS',
  brand: null,
  batchManaged: false,
  shelfLifeDays: null,
  safetyStock: null,
  minStock: null,
  maxStock: null,
  costPrice: null,
  tags: [],
  status: 'ENABLED',
  attributes: {},
  extension: {},
  remark: null,
  createTime: '2024-03-02 09:00:00',
});

export const RESISTOR = material('0b80a25553a14945a93258ef7777682c', 'EL-0001', '贴片电阻', '10kΩ ±1% 0603');
export const CAPACITOR = material(
  '45ac16b9c20d4c218f8a7abff2e91ac7',
  'EL-0002',
  '贴片电容',
  '100nF 50V X7R 0603',
);
export const CHIP = material(
  'dd2ee150d2844277b89c1af40ce8fcc9',
  'EL-0003',
  '主控芯片',
  'STM32F407VGT6 LQFP100',
);

const project = (
  id: string,
  projectNo: string,
  name: string,
  status: Schema<'ProjectStatus'>,
): Schema<'Project'> => ({
  id,
  projectNo,
  name,
  type: 'DELIVERY',
  customer: null,
  managerId: '7c9e6679f4a84c6d9a3b2e1f0d8c7b61',
  managerName: '张伟',
  deptId: 'b1c2d3e4f5a64b7c8d9e0f1a2b3c4d01',
  deptName: '研发部',
  planStart: '2026-09-01',
  planEnd: '2027-01-31',
  actualStart: null,
  actualEnd: null,
  status,
  progress: 0,
  budget: null,
  description: null,
  createTime: '2026-08-15 14:00:00',
});

export const DATACENTER = project(
  'bb262a934ce14c61aa0336d98b8c82f1',
  'P2026-001',
  '华东数据中心机房改造',
  'IN_PROGRESS',
);
export const WAREHOUSE = project(
  'b183256ea16e4121b07a6fc42fd7b23a',
  'P2026-002',
  '智能仓储二期',
  'NOT_STARTED',
);
export const NANJING = project(
  'e5a9f6b1a29749bfadf438f7b27c1c74',
  'P2025-015',
  '南京仓储自动化一期',
  'COMPLETED',
);

export const page = <T>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
