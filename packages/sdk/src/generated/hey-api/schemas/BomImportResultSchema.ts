// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomImportResultSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'added',
        'merged'
    ],
    properties: {
        added: {
            type: 'integer',
            minimum: 0
        },
        merged: {
            type: 'integer',
            minimum: 0
        }
    }
} as const;
