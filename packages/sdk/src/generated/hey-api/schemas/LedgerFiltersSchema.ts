// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LedgerFiltersSchema = {
    description: 'The filters and order of 出入库流水, shared by its page and its export.',
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
            description: 'Part of the material\'s code or name.'
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        warehouseId: {
            $ref: '#/components/schemas/Id'
        },
        locationId: {
            $ref: '#/components/schemas/Id'
        },
        batchId: {
            $ref: '#/components/schemas/Id'
        },
        batchNo: {
            type: 'string'
        },
        businessType: {
            $ref: '#/components/schemas/StockBusinessType'
        },
        direction: {
            $ref: '#/components/schemas/StockDirection'
        },
        docId: {
            $ref: '#/components/schemas/Id',
            description: 'The entries one document wrote.'
        },
        docNo: {
            type: 'string'
        },
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        operator: {
            type: 'string'
        },
        timeFrom: {
            $ref: '#/components/schemas/Date'
        },
        timeTo: {
            $ref: '#/components/schemas/Date'
        },
        sortField: {
            type: 'string',
            enum: [
                'entryNo',
                'materialCode',
                'quantity',
                'balance',
                'occurredAt'
            ],
            description: '排序字段（entryNo 流水号、materialCode 物料编码、quantity 数量、balance 结存、occurredAt 发生时间）；不传时按发生时间倒序（最新在前）。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
