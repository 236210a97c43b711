// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LocationTypeSchema = {
    type: 'string',
    'x-dict': 'location_type',
    description: '存储, 收货暂存, 发货暂存, 不良品, 报废 (a bin\'s use).',
    enum: [
        'STORAGE',
        'RECEIVING',
        'SHIPPING',
        'DEFECTIVE',
        'SCRAP'
    ]
} as const;
