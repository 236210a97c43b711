// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StockAlertsSchema = {
    type: 'object',
    description: '库存预警 of the home page: materials below their safety stock and batches expiring within 30 days.',
    additionalProperties: false,
    required: [
        'belowSafetyCount',
        'expiringCount',
        'belowSafety',
        'expiring'
    ],
    properties: {
        belowSafetyCount: {
            type: 'integer',
            minimum: 0
        },
        expiringCount: {
            type: 'integer',
            minimum: 0
        },
        belowSafety: {
            type: 'array',
            maxItems: 5,
            items: {
                type: 'object',
                additionalProperties: false,
                required: [
                    'materialId',
                    'materialCode',
                    'materialName',
                    'unit',
                    'onHand',
                    'safetyStock'
                ],
                properties: {
                    materialId: {
                        $ref: '#/components/schemas/Id'
                    },
                    materialCode: {
                        type: 'string'
                    },
                    materialName: {
                        type: 'string'
                    },
                    unit: {
                        type: 'string'
                    },
                    onHand: {
                        $ref: '#/components/schemas/StockQuantity'
                    },
                    safetyStock: {
                        $ref: '#/components/schemas/StockQuantity'
                    }
                }
            }
        },
        expiring: {
            type: 'array',
            maxItems: 5,
            items: {
                type: 'object',
                additionalProperties: false,
                required: [
                    'batchId',
                    'batchNo',
                    'materialName',
                    'unit',
                    'quantity',
                    'expiryDate'
                ],
                properties: {
                    batchId: {
                        $ref: '#/components/schemas/Id'
                    },
                    batchNo: {
                        type: 'string'
                    },
                    materialName: {
                        type: 'string'
                    },
                    unit: {
                        type: 'string'
                    },
                    quantity: {
                        $ref: '#/components/schemas/StockQuantity'
                    },
                    expiryDate: {
                        $ref: '#/components/schemas/Date'
                    }
                }
            }
        }
    }
} as const;
