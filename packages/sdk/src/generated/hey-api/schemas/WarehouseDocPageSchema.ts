// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocPageSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'list',
        'total',
        'pageNum',
        'pageSize'
    ],
    properties: {
        list: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/WarehouseDoc'
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
        }
    }
} as const;
