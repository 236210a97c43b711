// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const TagColorSchema = {
    type: 'string',
    description: '回显样式 — the tag colour of a dictionary value.',
    enum: [
        'default',
        'primary',
        'success',
        'info',
        'warning',
        'danger'
    ]
} as const;
