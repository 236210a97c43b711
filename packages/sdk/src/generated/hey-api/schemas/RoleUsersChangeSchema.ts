// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const RoleUsersChangeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'roleId',
        'userIds'
    ],
    properties: {
        roleId: {
            $ref: '#/components/schemas/Id'
        },
        userIds: {
            type: 'array',
            minItems: 1,
            items: {
                $ref: '#/components/schemas/Id'
            },
            uniqueItems: true
        }
    }
} as const;
