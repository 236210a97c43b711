// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StatusSchema = {
    type: 'string',
    'x-dict': 'sys_normal_disable',
    description: 'ENABLED 正常, DISABLED 停用.',
    enum: [
        'ENABLED',
        'DISABLED'
    ]
} as const;
