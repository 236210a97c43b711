// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SerialResetCycleSchema = {
    type: 'string',
    'x-dict': 'serial_reset_cycle',
    description: 'When a serial starts again — NONE 不循环, YEARLY 按年, MONTHLY 按月, DAILY 按日.',
    enum: [
        'NONE',
        'YEARLY',
        'MONTHLY',
        'DAILY'
    ]
} as const;
