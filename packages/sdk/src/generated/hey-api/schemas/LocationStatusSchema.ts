// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LocationStatusSchema = {
    type: 'string',
    'x-dict': 'location_status',
    description: '启用 ENABLED, 停用 DISABLED, 锁定 LOCKED (no movement in or out, e.g. during a stocktake).',
    enum: [
        'ENABLED',
        'DISABLED',
        'LOCKED'
    ]
} as const;
