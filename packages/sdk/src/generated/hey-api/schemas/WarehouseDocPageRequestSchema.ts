// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocPageRequestSchema = {
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
        }
    }
} as const;
