// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialCategoryQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        name: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/Status'
        }
    }
} as const;
