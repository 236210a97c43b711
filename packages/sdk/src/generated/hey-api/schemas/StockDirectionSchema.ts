// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StockDirectionSchema = {
    type: 'string',
    description: '入 IN (the quantity is positive) or 出 OUT (negative).',
    enum: [
        'IN',
        'OUT'
    ]
} as const;
