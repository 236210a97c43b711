// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const RoleUsersRequestSchema = {
    type: 'object',
    description: 'The users of a role (allocated true) or the users who could join it (allocated false).',
    additionalProperties: false,
    required: [
        'roleId',
        'allocated',
        'pageNum',
        'pageSize'
    ],
    properties: {
        roleId: {
            $ref: '#/components/schemas/Id'
        },
        allocated: {
            type: 'boolean'
        },
        pageNum: {
            type: 'integer',
            minimum: 1
        },
        pageSize: {
            type: 'integer',
            minimum: 1,
            maximum: 500
        },
        username: {
            type: 'string'
        },
        phone: {
            type: 'string'
        }
    }
} as const;
