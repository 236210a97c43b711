// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const OpenRequestLineSchema = {
    type: 'object',
    description: 'A line of an approved request with quantity still to order — what 合并生成 offers.',
    additionalProperties: false,
    required: [
        'requestId',
        'requestNo',
        'lineId',
        'materialId',
        'materialCode',
        'materialName',
        'spec',
        'unit',
        'quantity',
        'orderedQuantity',
        'openQuantity',
        'needDate',
        'estimatedPrice',
        'suggestedSupplierId',
        'suggestedSupplierName',
        'projectId'
    ],
    properties: {
        requestId: {
            $ref: '#/components/schemas/Id'
        },
        requestNo: {
            type: 'string'
        },
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
        quantity: {
            $ref: '#/components/schemas/Quantity'
        },
        orderedQuantity: {
            $ref: '#/components/schemas/QuantityDone'
        },
        openQuantity: {
            $ref: '#/components/schemas/Quantity',
            description: '未下单数量 = quantity − orderedQuantity.'
        },
        needDate: {
            $ref: '#/components/schemas/Date'
        },
        estimatedPrice: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Money'
                },
                {
                    type: 'null'
                }
            ]
        },
        suggestedSupplierId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ]
        },
        suggestedSupplierName: {
            type: [
                'string',
                'null'
            ]
        },
        projectId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ]
        }
    }
} as const;
