// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LoginResultSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'token',
        'user'
    ],
    properties: {
        token: {
            type: 'string',
            description: 'The whole Authorization value to store and send on every request.'
        },
        user: {
            $ref: '#/components/schemas/UserInfo'
        }
    }
} as const;
