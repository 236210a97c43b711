// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StockInLineSchema = {
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
            $ref: '#/components/schemas/Id',
            description: 'The executed line\'s own key (a split line has a new one).'
        },
        lineId: {
            $ref: '#/components/schemas/Id'
        },
        quantity: {
            $ref: '#/components/schemas/Quantity'
        },
        batchNo: {
            type: [
                'string',
                'null'
            ],
            maxLength: 40
        },
        productionDate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Date'
                },
                {
                    type: 'null'
                }
            ]
        },
        expiryDate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Date'
                },
                {
                    type: 'null'
                }
            ]
        },
        locationId: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
