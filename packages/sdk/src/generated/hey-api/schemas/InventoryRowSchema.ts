// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const InventoryRowSchema = {
    type: 'object',
    description: 'One balance of the view: a material (按物料汇总), a material in a warehouse, in a bin, or a batch in a bin. available = onHand − reserved, as the server counts it.',
    additionalProperties: false,
    required: [
        'key',
        'materialId',
        'materialCode',
        'materialName',
        'spec',
        'unit',
        'categoryName',
        'batchManaged',
        'onHand',
        'reserved',
        'available',
        'belowSafety'
    ],
    properties: {
        key: {
            type: 'string',
            description: 'The row\'s identity in its view.'
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
        categoryName: {
            type: 'string'
        },
        batchManaged: {
            type: 'boolean'
        },
        warehouseId: {
            $ref: '#/components/schemas/NullableId'
        },
        warehouseName: {
            type: [
                'string',
                'null'
            ]
        },
        locationId: {
            $ref: '#/components/schemas/NullableId'
        },
        locationCode: {
            type: [
                'string',
                'null'
            ]
        },
        batchId: {
            $ref: '#/components/schemas/NullableId'
        },
        batchNo: {
            type: [
                'string',
                'null'
            ]
        },
        onHand: {
            $ref: '#/components/schemas/StockQuantity'
        },
        reserved: {
            $ref: '#/components/schemas/StockQuantity'
        },
        available: {
            $ref: '#/components/schemas/StockQuantity'
        },
        inTransit: {
            type: [
                'number',
                'null'
            ],
            description: 'Ordered, not yet received (按物料汇总 only).'
        },
        safetyStock: {
            type: [
                'number',
                'null'
            ]
        },
        belowSafety: {
            type: 'boolean'
        },
        amount: {
            type: [
                'number',
                'null'
            ],
            description: '库存金额 (¥).'
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
