// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocFiltersSchema = {
    description: 'The filters and order of 出入库单据, shared by its page and its export.',
    type: 'object',
    properties: {
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        docNo: {
            type: 'string'
        },
        docType: {
            $ref: '#/components/schemas/WarehouseDocType'
        },
        direction: {
            $ref: '#/components/schemas/StockDirection',
            description: 'Which way the stock goes: IN the 入库单; OUT what leaves the warehouse, the 出库单, 调拨单 and 退货单 (all executed at 出库执行).'
        },
        status: {
            $ref: '#/components/schemas/DocumentStatus'
        },
        executable: {
            type: 'boolean',
            description: 'Only 待执行 and 执行中 (what the execution screens pick from).'
        },
        warehouseId: {
            $ref: '#/components/schemas/Id'
        },
        sourceNo: {
            type: 'string',
            description: 'The source document\'s number.'
        },
        creator: {
            type: 'string'
        },
        dateFrom: {
            $ref: '#/components/schemas/Date'
        },
        dateTo: {
            $ref: '#/components/schemas/Date'
        },
        sortField: {
            type: 'string',
            enum: [
                'docNo',
                'plannedDate',
                'executedDate',
                'totalQuantity',
                'createTime'
            ],
            description: '排序字段（docNo 单号、plannedDate 计划日期、executedDate 执行日期、totalQuantity 总数量、createTime 创建时间）；不传时按单号倒序（新单据在前）。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
