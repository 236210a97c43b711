// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PermissionPageRequestSchema = {
    type: 'object',
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
        name: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        type: {
            $ref: '#/components/schemas/PermissionType'
        },
        sortField: {
            type: 'string',
            enum: [
                'sort',
                'createTime'
            ],
            description: '排序字段（sort 显示排序、createTime 创建时间）；不传时按菜单树的显示排序。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
