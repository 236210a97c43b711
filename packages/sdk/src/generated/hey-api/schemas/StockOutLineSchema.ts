// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StockOutLineSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'key',
        'lineId',
        'quantity',
        'locationId'
    ],
    properties: {
        key: {
            $ref: '#/components/schemas/Id'
        },
        lineId: {
            $ref: '#/components/schemas/Id'
        },
        quantity: {
            $ref: '#/components/schemas/Quantity'
        },
        batchId: {
            $ref: '#/components/schemas/NullableId'
        },
        locationId: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
