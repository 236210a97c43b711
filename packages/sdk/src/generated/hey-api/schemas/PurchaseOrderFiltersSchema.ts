// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseOrderFiltersSchema = {
    description: 'The filters and order of 采购订单, shared by its page and its export.',
    type: 'object',
    properties: {
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
        },
        sortField: {
            type: 'string',
            enum: [
                'orderNo',
                'orderDate',
                'expectedDate',
                'totalQuantity',
                'totalAmount',
                'totalWithTax',
                'createTime'
            ],
            description: '排序字段（orderNo 订单号、orderDate 下单日期、expectedDate 期望到货日期、totalQuantity 总数量、totalAmount 金额、totalWithTax 价税合计、createTime 创建时间）；不传时按订单号倒序（新订单在前）。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
