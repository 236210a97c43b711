// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ImportRowErrorSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'row',
        'column',
        'message'
    ],
    properties: {
        row: {
            type: 'integer',
            minimum: 1,
            description: 'The spreadsheet row (with the header as row 1).'
        },
        column: {
            type: 'string'
        },
        message: {
            type: 'string'
        }
    }
} as const;
