// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const InventoryExportRequestSchema = {
    type: 'object',
    description: '库存 for 导出: the list\'s filters and order without paging; the file holds every matching row in that order.',
    allOf: [
        {
            $ref: '#/components/schemas/InventoryFilters'
        }
    ],
    unevaluatedProperties: false
} as const;
