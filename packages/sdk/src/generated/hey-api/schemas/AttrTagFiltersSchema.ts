// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AttrTagFiltersSchema = {
    description: 'The filters and order of 属性标签, shared by its page and its export.',
    type: 'object',
    properties: {
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        name: {
            type: 'string',
            description: '标签名称 (contains)'
        },
        scope: {
            $ref: '#/components/schemas/TagScope'
        },
        groupName: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        sortField: {
            type: 'string',
            enum: [
                'sort',
                'usageCount',
                'createTime',
                'updateTime'
            ],
            description: '排序字段（sort 显示排序、usageCount 使用次数、createTime 创建时间、updateTime 更新时间）；不传时按分组内的显示排序。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
