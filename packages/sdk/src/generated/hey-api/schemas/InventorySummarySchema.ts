// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const InventorySummarySchema = {
    type: 'object',
    description: '合计 of every row the filters match (not only this page).',
    additionalProperties: false,
    required: [
        'onHand',
        'reserved',
        'available',
        'amount'
    ],
    properties: {
        onHand: {
            $ref: '#/components/schemas/StockQuantity'
        },
        reserved: {
            $ref: '#/components/schemas/StockQuantity'
        },
        available: {
            $ref: '#/components/schemas/StockQuantity'
        },
        amount: {
            type: 'number'
        }
    }
} as const;
