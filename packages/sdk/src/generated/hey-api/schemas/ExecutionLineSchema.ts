// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ExecutionLineSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'lineId',
        'materialId',
        'materialCode',
        'materialName',
        'spec',
        'unit',
        'batchManaged',
        'expectedQuantity',
        'doneQuantity',
        'remainingQuantity',
        'suggestions'
    ],
    properties: {
        lineId: {
            $ref: '#/components/schemas/Id'
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        materialCode: {
            type: 'string'
        },
        materialName: {
            type: 'string'
        },
        spec: {
            type: [
                'string',
                'null'
            ]
        },
        unit: {
            type: 'string'
        },
        batchManaged: {
            type: 'boolean'
        },
        shelfLifeDays: {
            type: [
                'integer',
                'null'
            ],
            description: 'To offer an expiry date from the production date.'
        },
        expectedQuantity: {
            $ref: '#/components/schemas/StockQuantity'
        },
        doneQuantity: {
            $ref: '#/components/schemas/StockQuantity'
        },
        remainingQuantity: {
            $ref: '#/components/schemas/StockQuantity'
        },
        suggestedLocation: {
            oneOf: [
                {
                    type: 'object',
                    additionalProperties: false,
                    required: [
                        'id',
                        'code'
                    ],
                    properties: {
                        id: {
                            $ref: '#/components/schemas/Id'
                        },
                        code: {
                            type: 'string'
                        }
                    }
                },
                {
                    type: 'null'
                }
            ],
            description: 'Where a stock-in line should go (the material\'s usual bin, else the receiving area).'
        },
        suggestions: {
            type: 'array',
            description: 'Stock-out only — batches and bins with available stock, FEFO then FIFO.',
            items: {
                $ref: '#/components/schemas/BatchSuggestion'
            }
        }
    }
} as const;
