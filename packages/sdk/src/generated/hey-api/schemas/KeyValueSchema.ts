// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const KeyValueSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'label',
        'value'
    ],
    properties: {
        label: {
            type: 'string'
        },
        value: {
            type: 'string'
        }
    }
} as const;
