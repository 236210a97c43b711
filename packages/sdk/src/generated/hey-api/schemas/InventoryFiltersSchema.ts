// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const InventoryFiltersSchema = {
    type: 'object',
    description: 'One view of the stock balances. belowSafety shows the materials under their safety stock (zero stock included); showZero adds balances that are zero; aboveMax the ones over their maximum.',
    required: [
        'view'
    ],
    properties: {
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        view: {
            $ref: '#/components/schemas/InventoryView'
        },
        keyword: {
            type: 'string',
            description: 'Part of the material\'s code, name or spec.'
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        categoryId: {
            $ref: '#/components/schemas/Id'
        },
        warehouseId: {
            $ref: '#/components/schemas/Id'
        },
        locationId: {
            $ref: '#/components/schemas/Id'
        },
        batchNo: {
            type: 'string'
        },
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        belowSafety: {
            type: 'boolean'
        },
        aboveMax: {
            type: 'boolean'
        },
        showZero: {
            type: 'boolean'
        },
        sortField: {
            type: 'string',
            enum: [
                'materialCode',
                'onHand',
                'reserved',
                'available',
                'amount',
                'inDate',
                'expiryDate'
            ],
            description: '排序字段（materialCode 物料编码、onHand 现存量、reserved 预留量、available 可用量、amount 金额、inDate 入库日期、expiryDate 有效期至）；不传时按物料编码升序。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
