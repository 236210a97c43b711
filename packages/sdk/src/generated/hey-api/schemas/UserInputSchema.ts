// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UserInputSchema = {
    type: 'object',
    description: 'A user as saved (no id — a new one, with its initial password).',
    additionalProperties: false,
    required: [
        'username',
        'nickname',
        'deptId'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        username: {
            type: 'string',
            pattern: '^[a-zA-Z][a-zA-Z0-9_]{3,19}$'
        },
        nickname: {
            type: 'string',
            minLength: 1,
            maxLength: 30
        },
        deptId: {
            $ref: '#/components/schemas/Id'
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
        password: {
            type: 'string',
            minLength: 6,
            maxLength: 20,
            format: 'password'
        },
        roleIds: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Id'
            }
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        remark: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        }
    }
} as const;
