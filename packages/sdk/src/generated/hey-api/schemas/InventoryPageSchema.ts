// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const InventoryPageSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'list',
        'total',
        'pageNum',
        'pageSize',
        'summary'
    ],
    properties: {
        list: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/InventoryRow'
            }
        },
        total: {
            type: 'integer',
            minimum: 0
        },
        pageNum: {
            type: 'integer',
            minimum: 1
        },
        pageSize: {
            type: 'integer',
            minimum: 1
        },
        summary: {
            $ref: '#/components/schemas/InventorySummary'
        }
    }
} as const;
