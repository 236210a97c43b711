// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AttrTagQuerySchema = {
    type: 'object',
    description: 'The tags a picker offers (enabled ones of a scope).',
    additionalProperties: false,
    properties: {
        scope: {
            $ref: '#/components/schemas/TagScope'
        },
        status: {
            $ref: '#/components/schemas/Status'
        }
    }
} as const;
