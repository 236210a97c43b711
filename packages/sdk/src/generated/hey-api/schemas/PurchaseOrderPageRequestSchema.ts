// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseOrderPageRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'pageNum',
        'pageSize'
    ],
    properties: {
        pageNum: {
            type: 'integer',
            minimum: 1
        },
        pageSize: {
            type: 'integer',
            minimum: 1,
            maximum: 500
        },
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        keyword: {
            type: 'string',
            description: '订单号 (contains)'
        },
        supplierId: {
            $ref: '#/components/schemas/Id'
        },
        materialId: {
            $ref: '#/components/schemas/Id',
            description: 'Orders with a line of this material.'
        },
        status: {
            $ref: '#/components/schemas/PurchaseOrderStatus'
        },
        receiptStatus: {
            $ref: '#/components/schemas/ReceiptStatus'
        },
        buyerId: {
            $ref: '#/components/schemas/Id'
        },
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        orderDateFrom: {
            $ref: '#/components/schemas/Date'
        },
        orderDateTo: {
            $ref: '#/components/schemas/Date'
        },
        awaitingReceipt: {
            type: 'boolean',
            description: 'true — released orders (已审核, 部分入库) with something still to receive (首页\'s card).'
        }
    }
} as const;
