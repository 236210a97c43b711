import type { ExecutionLine } from './execution-rules';

/** A 待执行 line of the execution tests: 主控芯片 EL-0003, 200 expected, 120 done; `over` changes what a test needs. */
export const executionLine = (over: Partial<ExecutionLine> = {}): ExecutionLine => ({
  lineId: 'l1',
  materialId: 'm1',
  materialCode: 'EL-0003',
  materialName: '主控芯片',
  spec: null,
  unit: '个',
  batchManaged: true,
  expectedQuantity: 200,
  doneQuantity: 120,
  remainingQuantity: 80,
  suggestedLocation: null,
  suggestions: [],
  ...over,
});
