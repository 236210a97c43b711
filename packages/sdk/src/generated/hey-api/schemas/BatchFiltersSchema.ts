// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchFiltersSchema = {
    description: 'The filters and order of 批次, shared by its page and its export.',
    type: 'object',
    properties: {
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        ids: {
            type: 'array',
            maxItems: 500,
            items: {
                $ref: '#/components/schemas/Id'
            },
            description: 'Only these batches (打印批次标签).'
        },
        batchNo: {
            type: 'string'
        },
        keyword: {
            type: 'string',
            description: 'Part of the material\'s code or name.'
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        supplierId: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/BatchStatus'
        },
        inDateFrom: {
            $ref: '#/components/schemas/Date'
        },
        inDateTo: {
            $ref: '#/components/schemas/Date'
        },
        expiryFrom: {
            $ref: '#/components/schemas/Date'
        },
        expiryTo: {
            $ref: '#/components/schemas/Date'
        },
        expiringWithinDays: {
            type: 'integer',
            minimum: 1,
            maximum: 365,
            description: '临期 — batches in stock whose expiry date is within this many days from today.'
        },
        sortField: {
            type: 'string',
            enum: [
                'batchNo',
                'materialCode',
                'productionDate',
                'inDate',
                'expiryDate',
                'inQuantity',
                'quantity'
            ],
            description: '排序字段（batchNo 批次号、materialCode 物料编码、productionDate 生产日期、inDate 入库日期、expiryDate 有效期至、inQuantity 入库数量、quantity 结存数量）；不传时按批次的登记顺序。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
