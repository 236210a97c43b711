// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PasswordResetSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'password'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        password: {
            type: 'string',
            minLength: 6,
            maxLength: 20,
            format: 'password'
        }
    }
} as const;
