// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ReceiptStatusSchema = {
    type: 'string',
    'x-dict': 'receipt_status',
    description: '入库状态 — NONE 未入库, PARTIAL 部分入库, FULL 全部入库.',
    enum: [
        'NONE',
        'PARTIAL',
        'FULL'
    ]
} as const;
