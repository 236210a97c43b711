// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UserSchema = {
    type: 'object',
    description: 'A user (用户管理).',
    additionalProperties: false,
    required: [
        'id',
        'username',
        'nickname',
        'deptId',
        'deptName',
        'phone',
        'email',
        'gender',
        'roleIds',
        'roleNames',
        'status',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        username: {
            type: 'string',
            description: '用户名称 (login)'
        },
        nickname: {
            type: 'string',
            description: '用户昵称'
        },
        deptId: {
            $ref: '#/components/schemas/Id'
        },
        deptName: {
            type: 'string'
        },
        phone: {
            type: [
                'string',
                'null'
            ]
        },
        email: {
            type: [
                'string',
                'null'
            ]
        },
        gender: {
            $ref: '#/components/schemas/Gender'
        },
        roleIds: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Id'
            }
        },
        roleNames: {
            type: 'array',
            items: {
                type: 'string'
            }
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
