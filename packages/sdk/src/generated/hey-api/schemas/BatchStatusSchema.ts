// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchStatusSchema = {
    type: 'string',
    'x-dict': 'batch_status',
    description: '正常 NORMAL, 冻结 FROZEN (no stock-out), 已过期 EXPIRED, 已耗尽 EXHAUSTED (nothing left).',
    enum: [
        'NORMAL',
        'FROZEN',
        'EXPIRED',
        'EXHAUSTED'
    ]
} as const;
