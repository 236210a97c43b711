// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialStockSchema = {
    type: 'object',
    description: 'Stock of a material at one location and batch (read-only, from the warehouse).',
    additionalProperties: false,
    required: [
        'id',
        'warehouseName',
        'locationCode',
        'batchNo',
        'quantity',
        'unit'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        warehouseName: {
            type: 'string'
        },
        locationCode: {
            type: 'string'
        },
        batchNo: {
            type: [
                'string',
                'null'
            ]
        },
        quantity: {
            type: 'number'
        },
        unit: {
            $ref: '#/components/schemas/UnitOfMeasure'
        }
    }
} as const;
