// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const IdListSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'ids'
    ],
    properties: {
        ids: {
            type: 'array',
            minItems: 1,
            items: {
                $ref: '#/components/schemas/Id'
            }
        }
    }
} as const;
