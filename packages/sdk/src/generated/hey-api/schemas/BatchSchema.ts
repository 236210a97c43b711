// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'batchNo',
        'materialId',
        'materialCode',
        'materialName',
        'spec',
        'unit',
        'inQuantity',
        'quantity',
        'status',
        'inDate'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        batchNo: {
            type: 'string',
            description: 'Unique per material.'
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
        supplierId: {
            $ref: '#/components/schemas/NullableId'
        },
        supplierName: {
            type: [
                'string',
                'null'
            ]
        },
        supplierLotNo: {
            type: [
                'string',
                'null'
            ],
            description: '供应商批号'
        },
        sourceDoc: {
            oneOf: [
                {
                    $ref: '#/components/schemas/DocLink'
                },
                {
                    type: 'null'
                }
            ],
            description: '来源入库单'
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
        inDate: {
            $ref: '#/components/schemas/Date'
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
        inQuantity: {
            $ref: '#/components/schemas/StockQuantity',
            description: '入库数量'
        },
        quantity: {
            $ref: '#/components/schemas/StockQuantity',
            description: '当前数量'
        },
        status: {
            $ref: '#/components/schemas/BatchStatus'
        },
        qualityStatus: {
            type: [
                'string',
                'null'
            ],
            description: '质检状态 as the inspection words it.'
        },
        frozenReason: {
            type: [
                'string',
                'null'
            ]
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        }
    }
} as const;
