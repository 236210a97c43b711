// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UserRolesChangeSchema = {
    type: 'object',
    description: '分配角色 — the user\'s roles after the change (an empty list removes every role).',
    additionalProperties: false,
    required: [
        'userId',
        'roleIds'
    ],
    properties: {
        userId: {
            $ref: '#/components/schemas/Id'
        },
        roleIds: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Id'
            },
            uniqueItems: true
        }
    }
} as const;
