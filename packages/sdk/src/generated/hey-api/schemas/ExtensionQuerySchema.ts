// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ExtensionQuerySchema = {
    type: 'object',
    description: 'One extension-field filter; empty values are never sent (spec §3).',
    additionalProperties: false,
    required: [
        'tableKey',
        'value'
    ],
    properties: {
        tableKey: {
            type: 'string',
            minLength: 1
        },
        value: {
            type: 'string',
            minLength: 1
        }
    }
} as const;
