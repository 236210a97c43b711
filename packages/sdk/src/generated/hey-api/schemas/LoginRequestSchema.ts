// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LoginRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'username',
        'password'
    ],
    properties: {
        username: {
            type: 'string',
            minLength: 1,
            maxLength: 64
        },
        password: {
            type: 'string',
            minLength: 1,
            maxLength: 128,
            format: 'password'
        }
    }
} as const;
