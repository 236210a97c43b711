// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const TagScopeSchema = {
    type: 'string',
    'x-dict': 'tag_scope',
    description: '适用对象 — MATERIAL 物料, SUPPLIER 供应商, PURCHASE_ORDER 采购单.',
    enum: [
        'MATERIAL',
        'SUPPLIER',
        'PURCHASE_ORDER'
    ]
} as const;
