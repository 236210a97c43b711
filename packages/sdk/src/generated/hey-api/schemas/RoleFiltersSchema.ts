// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const RoleFiltersSchema = {
    description: 'The filters and order of 角色, shared by its page and its export.',
    type: 'object',
    properties: {
        roleName: {
            type: 'string'
        },
        roleKey: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        sortField: {
            type: 'string',
            enum: [
                'roleKey',
                'sort',
                'createTime'
            ],
            description: '排序字段（roleKey 权限字符、sort 显示排序、createTime 创建时间）；不传时按显示排序。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
