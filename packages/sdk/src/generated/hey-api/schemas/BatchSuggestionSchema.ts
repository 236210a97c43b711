// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchSuggestionSchema = {
    type: 'object',
    description: 'A batch and bin to take from, in the server\'s order (FEFO, then FIFO), with what is available there.',
    additionalProperties: false,
    required: [
        'batchId',
        'batchNo',
        'locationId',
        'locationCode',
        'available'
    ],
    properties: {
        batchId: {
            $ref: '#/components/schemas/NullableId'
        },
        batchNo: {
            type: [
                'string',
                'null'
            ]
        },
        locationId: {
            $ref: '#/components/schemas/Id'
        },
        locationCode: {
            type: 'string'
        },
        available: {
            $ref: '#/components/schemas/StockQuantity'
        },
        inDate: {
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
        }
    }
} as const;
