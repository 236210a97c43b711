// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessDefinitionQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        keyword: {
            type: 'string'
        },
        category: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/DefinitionStatus'
        }
    }
} as const;
