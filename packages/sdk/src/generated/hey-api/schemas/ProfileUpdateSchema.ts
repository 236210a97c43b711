// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProfileUpdateSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'nickname'
    ],
    properties: {
        nickname: {
            type: 'string',
            minLength: 1,
            maxLength: 30
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
            format: 'email',
            maxLength: 50
        },
        gender: {
            $ref: '#/components/schemas/Gender'
        }
    }
} as const;
