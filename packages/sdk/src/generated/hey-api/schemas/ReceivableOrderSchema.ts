// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ReceivableOrderSchema = {
    type: 'object',
    description: 'A released purchase order with what it still has to receive, line by line.',
    additionalProperties: false,
    required: [
        'id',
        'orderNo',
        'supplierId',
        'supplierName',
        'orderDate',
        'lines'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        orderNo: {
            type: 'string'
        },
        supplierId: {
            $ref: '#/components/schemas/Id'
        },
        supplierName: {
            type: 'string'
        },
        orderDate: {
            $ref: '#/components/schemas/Date'
        },
        lines: {
            type: 'array',
            minItems: 1,
            description: 'Only the open lines (something left to receive).',
            items: {
                type: 'object',
                additionalProperties: false,
                required: [
                    'lineId',
                    'materialId',
                    'materialCode',
                    'materialName',
                    'spec',
                    'unit',
                    'orderedQuantity',
                    'receivedQuantity',
                    'openQuantity'
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
                    orderedQuantity: {
                        $ref: '#/components/schemas/StockQuantity'
                    },
                    receivedQuantity: {
                        $ref: '#/components/schemas/StockQuantity'
                    },
                    openQuantity: {
                        $ref: '#/components/schemas/StockQuantity',
                        description: 'ordered − received: what a new 入库单 would expect.'
                    }
                }
            }
        }
    }
} as const;
