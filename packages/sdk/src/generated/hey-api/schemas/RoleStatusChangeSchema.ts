// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const RoleStatusChangeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'status'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/Status'
        }
    }
} as const;
