// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectDocumentKindSchema = {
    type: 'string',
    description: 'PURCHASE 采购 (requests and orders), STOCK 出入库 (stock-in and stock-out documents).',
    enum: [
        'PURCHASE',
        'STOCK'
    ]
} as const;
