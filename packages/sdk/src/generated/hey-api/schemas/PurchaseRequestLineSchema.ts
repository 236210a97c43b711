// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseRequestLineSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'materialId',
        'materialCode',
        'materialName',
        'spec',
        'unit',
        'quantity',
        'needDate',
        'estimatedPrice',
        'estimatedAmount',
        'suggestedSupplierId',
        'suggestedSupplierName',
        'purpose',
        'orderedQuantity',
        'projectMaterialId'
    ],
    properties: {
        id: {
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
            ],
            description: '预估单价'
        },
        estimatedAmount: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Money'
                },
                {
                    type: 'null'
                }
            ],
            description: '预估金额 = 数量 × 预估单价, rounded half up to the cent.'
        },
        suggestedSupplierId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ],
            description: '建议供应商'
        },
        suggestedSupplierName: {
            type: [
                'string',
                'null'
            ]
        },
        purpose: {
            type: [
                'string',
                'null'
            ],
            description: '用途'
        },
        orderedQuantity: {
            $ref: '#/components/schemas/QuantityDone'
        },
        projectMaterialId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ],
            description: 'The project material line (项目物料管理) this line was made from by 生成采购申请.'
        }
    }
} as const;
