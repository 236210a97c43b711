// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierFiltersSchema = {
    description: 'The filters and order of 供应商, shared by its page and its export.',
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
            description: '名称/编码/简称 (contains)'
        },
        category: {
            $ref: '#/components/schemas/SupplierCategory'
        },
        grade: {
            $ref: '#/components/schemas/SupplierGrade'
        },
        status: {
            $ref: '#/components/schemas/SupplierStatus'
        },
        tagId: {
            $ref: '#/components/schemas/Id'
        },
        sortField: {
            type: 'string',
            enum: [
                'code',
                'score',
                'createTime'
            ],
            description: '排序字段（code 供应商编码、score 评分、createTime 创建时间）；不传时按供应商编码升序。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
