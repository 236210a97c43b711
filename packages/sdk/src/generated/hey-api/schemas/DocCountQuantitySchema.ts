// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DocCountQuantitySchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'docCount',
        'quantity'
    ],
    properties: {
        docCount: {
            type: 'integer',
            minimum: 0
        },
        quantity: {
            $ref: '#/components/schemas/StockQuantity'
        }
    }
} as const;
