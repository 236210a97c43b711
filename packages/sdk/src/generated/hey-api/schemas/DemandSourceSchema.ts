// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DemandSourceSchema = {
    type: 'string',
    'x-dict': 'demand_source',
    description: 'BOM BOM展开, MANUAL 手工.',
    enum: [
        'BOM',
        'MANUAL'
    ]
} as const;
