// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseOrderSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'orderNo',
        'supplierId',
        'supplierCode',
        'supplierName',
        'buyer',
        'orderDate',
        'expectedDate',
        'currency',
        'paymentTerms',
        'projectId',
        'projectName',
        'totalQuantity',
        'totalAmount',
        'totalTax',
        'totalWithTax',
        'receiptStatus',
        'status',
        'statusReason',
        'processId',
        'tags',
        'remark',
        'attachments',
        'lines',
        'sourceRequests',
        'stockIns',
        'createBy',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        orderNo: {
            type: 'string',
            description: '订单号, given on first save (CGDD-20261110-001).'
        },
        supplierId: {
            $ref: '#/components/schemas/Id'
        },
        supplierCode: {
            type: 'string'
        },
        supplierName: {
            type: 'string'
        },
        buyer: {
            $ref: '#/components/schemas/UserRef',
            description: '采购员'
        },
        orderDate: {
            $ref: '#/components/schemas/Date',
            description: '下单日期'
        },
        expectedDate: {
            $ref: '#/components/schemas/Date',
            description: '预计到货'
        },
        currency: {
            $ref: '#/components/schemas/Currency'
        },
        paymentTerms: {
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
        },
        projectName: {
            type: [
                'string',
                'null'
            ]
        },
        totalQuantity: {
            type: 'number',
            minimum: 0,
            description: '合计数量'
        },
        totalAmount: {
            $ref: '#/components/schemas/Money',
            description: '合计金额 (tax excluded)'
        },
        totalTax: {
            $ref: '#/components/schemas/Money',
            description: '合计税额'
        },
        totalWithTax: {
            $ref: '#/components/schemas/Money',
            description: '含税金额合计'
        },
        receiptStatus: {
            $ref: '#/components/schemas/ReceiptStatus'
        },
        status: {
            $ref: '#/components/schemas/PurchaseOrderStatus'
        },
        statusReason: {
            type: [
                'string',
                'null'
            ],
            description: 'The reason of the last 暂停 / 关闭 / 取消 / 变更.'
        },
        processId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ]
        },
        tags: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/AttrTagRef'
            }
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        },
        attachments: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Attachment'
            }
        },
        lines: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/PurchaseOrderLine'
            }
        },
        sourceRequests: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/DocumentRef'
            },
            description: '来源单据 — the requests its lines came from.'
        },
        stockIns: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/DocumentRef'
            },
            description: '下游单据 — the stock-in documents made from it (单据管理).'
        },
        createBy: {
            type: 'string'
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
