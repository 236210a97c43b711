// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ExtensionFieldSchema = {
    type: 'object',
    description: 'An extension field of a table (spec §3): shown ones become columns and search fields.',
    additionalProperties: false,
    required: [
        'tableKey',
        'tableChineseKey',
        'show'
    ],
    properties: {
        tableKey: {
            type: 'string',
            minLength: 1
        },
        tableChineseKey: {
            type: 'string',
            minLength: 1
        },
        show: {
            type: 'boolean'
        }
    }
} as const;
