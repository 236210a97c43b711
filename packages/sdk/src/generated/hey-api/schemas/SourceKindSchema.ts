// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SourceKindSchema = {
    type: 'string',
    description: 'What a document comes from or leads to: 采购订单, 项目 (its demand), or another warehouse document.',
    enum: [
        'PURCHASE_ORDER',
        'PROJECT',
        'WAREHOUSE_DOC'
    ]
} as const;
