// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UserPageRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'pageNum',
        'pageSize'
    ],
    properties: {
        pageNum: {
            type: 'integer',
            minimum: 1
        },
        pageSize: {
            type: 'integer',
            minimum: 1,
            maximum: 500
        },
        deptId: {
            $ref: '#/components/schemas/Id'
        },
        username: {
            type: 'string'
        },
        phone: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/Status'
        }
    }
} as const;
