// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialFiltersSchema = {
    type: 'object',
    description: 'Filters of 物料编码: keyword over code/name/spec, the category (and those under it), and extensionQueries; `ids` asks for the materials named (打印标签 of selected rows).',
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
            description: 'Only these materials.'
        },
        keyword: {
            type: 'string'
        },
        categoryId: {
            $ref: '#/components/schemas/Id'
        },
        type: {
            $ref: '#/components/schemas/MaterialType'
        },
        status: {
            $ref: '#/components/schemas/MaterialStatus'
        },
        tag: {
            type: 'string'
        },
        createTimeFrom: {
            $ref: '#/components/schemas/LocalDate'
        },
        createTimeTo: {
            $ref: '#/components/schemas/LocalDate'
        },
        sortField: {
            type: 'string',
            enum: [
                'code',
                'safetyStock',
                'costPrice',
                'createTime'
            ],
            description: '排序字段（code 物料编码、safetyStock 安全库存、costPrice 参考成本、createTime 创建时间）；不传时按物料编码升序。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
