import type { DynamicFieldDefinition } from '../rules/dynamic-field';

// The dynamic field definitions the showcase and the tests share: one of each type.
export const purchaseFields: DynamicFieldDefinition[] = [
  { code: 'reason', name: '采购事由', type: 'string', required: true },
  { code: 'amount', name: '预计金额', type: 'number', required: true },
  { code: 'needInstall', name: '需要上架安装', type: 'boolean', required: false },
  {
    code: 'urgency',
    name: '紧急程度',
    type: 'string',
    required: true,
    acceptValues: { NORMAL: '普通', URGENT: '紧急' },
  },
];
