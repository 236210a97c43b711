// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const InventoryPageRequestSchema = {
    type: 'object',
    description: 'One view of the stock balances. belowSafety shows the materials under their safety stock (zero stock included); showZero adds balances that are zero; aboveMax the ones over their maximum.',
    additionalProperties: false,
    required: [
        'pageNum',
        'pageSize',
        'view'
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
        }
    }
} as const;
