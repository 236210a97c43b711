// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialPageRequestSchema = {
    type: 'object',
    description: 'Filters of 物料编码: keyword over code/name/spec, the category (and those under it), and extensionQueries; `ids` asks for the materials named (打印标签 of selected rows).',
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
        }
    }
} as const;
