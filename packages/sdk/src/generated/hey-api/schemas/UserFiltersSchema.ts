// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UserFiltersSchema = {
    description: 'The filters and order of 用户, shared by its page and its export: keyword over username/nickname/phone (the 人员 selects), department, username, phone and status; `ids` asks for the users named (a 人员 select labelling the user a link or a saved filter chose).',
    type: 'object',
    properties: {
        keyword: {
            type: 'string',
            maxLength: 50,
            description: '用户名/昵称/手机号'
        },
        ids: {
            type: 'array',
            maxItems: 500,
            items: {
                $ref: '#/components/schemas/Id'
            },
            description: 'Only these users.'
        },
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
