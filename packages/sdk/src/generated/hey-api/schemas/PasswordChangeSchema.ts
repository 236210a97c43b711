// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PasswordChangeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'oldPassword',
        'newPassword'
    ],
    properties: {
        oldPassword: {
            type: 'string',
            minLength: 1,
            format: 'password'
        },
        newPassword: {
            type: 'string',
            minLength: 6,
            maxLength: 20,
            format: 'password'
        }
    }
} as const;
