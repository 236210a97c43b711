// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseOrderLineSchema = {
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
        'unitPrice',
        'taxRate',
        'amount',
        'taxAmount',
        'amountWithTax',
        'deliveryDate',
        'receivedQuantity',
        'returnedQuantity',
        'sourceRequestId',
        'sourceRequestNo',
        'sourceLineId',
        'remark'
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
        unitPrice: {
            $ref: '#/components/schemas/Money',
            description: '单价 (tax excluded)'
        },
        taxRate: {
            $ref: '#/components/schemas/TaxRate'
        },
        amount: {
            $ref: '#/components/schemas/Money',
            description: '金额 (tax excluded)'
        },
        taxAmount: {
            $ref: '#/components/schemas/Money',
            description: '税额'
        },
        amountWithTax: {
            $ref: '#/components/schemas/Money',
            description: '含税金额'
        },
        deliveryDate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Date'
                },
                {
                    type: 'null'
                }
            ],
            description: '交货日期'
        },
        receivedQuantity: {
            $ref: '#/components/schemas/QuantityDone',
            description: '已入库数量'
        },
        returnedQuantity: {
            $ref: '#/components/schemas/QuantityDone',
            description: '退货数量'
        },
        sourceRequestId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ]
        },
        sourceRequestNo: {
            type: [
                'string',
                'null'
            ]
        },
        sourceLineId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ],
            description: '来源申请行'
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        }
    }
} as const;
