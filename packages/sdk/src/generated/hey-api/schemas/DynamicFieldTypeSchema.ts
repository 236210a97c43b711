// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DynamicFieldTypeSchema = {
    type: 'string',
    enum: [
        'number',
        'boolean',
        'string'
    ]
} as const;
