// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DocIdRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
