// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierStatusSchema = {
    type: 'string',
    'x-dict': 'supplier_status',
    description: '状态 — ENABLED 启用, DISABLED 停用, FROZEN 冻结 (no new orders; the reason is kept).',
    enum: [
        'ENABLED',
        'DISABLED',
        'FROZEN'
    ]
} as const;
