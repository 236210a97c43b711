// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PermissionQuerySchema = {
    type: 'object',
    description: 'Filters of the permission tree (menu management).',
    additionalProperties: false,
    properties: {
        name: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        type: {
            $ref: '#/components/schemas/PermissionType'
        }
    }
} as const;
