// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UrgencySchema = {
    type: 'string',
    'x-dict': 'urgency',
    description: 'NORMAL 普通, URGENT 紧急, CRITICAL 特急.',
    enum: [
        'NORMAL',
        'URGENT',
        'CRITICAL'
    ]
} as const;
