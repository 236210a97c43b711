// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UserInfoSchema = {
    type: 'object',
    description: 'The logged-in user, stored in local storage under the user-info key (spec §3: at least `id`).',
    additionalProperties: false,
    required: [
        'id',
        'username',
        'nickname',
        'deptId',
        'deptName',
        'roleNames',
        'postNames',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        username: {
            type: 'string'
        },
        nickname: {
            type: 'string'
        },
        avatar: {
            type: [
                'string',
                'null'
            ]
        },
        phone: {
            type: [
                'string',
                'null'
            ],
            pattern: '^1\\d{10}$'
        },
        email: {
            type: [
                'string',
                'null'
            ],
            format: 'email'
        },
        gender: {
            $ref: '#/components/schemas/Gender'
        },
        deptId: {
            $ref: '#/components/schemas/Id'
        },
        deptName: {
            type: 'string'
        },
        postNames: {
            type: 'array',
            items: {
                type: 'string'
            }
        },
        roleNames: {
            type: 'array',
            items: {
                type: 'string'
            }
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
