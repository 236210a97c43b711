// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UserFiltersSchema = {
    description: 'The filters and order of 用户, shared by its page and its export.',
    type: 'object',
    properties: {
        deptId: {
            $ref: '#/components/schemas/Id'
        },
        username: {
            type: 'string'
        },
        phone: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        sortField: {
            type: 'string',
            enum: [
                'username',
                'createTime'
            ],
            description: '排序字段（username 用户名、createTime 创建时间）；不传时按创建时间先后。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
