// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialRefSchema = {
    type: 'object',
    description: 'The material of a detail list.',
    additionalProperties: false,
    required: [
        'materialId'
    ],
    properties: {
        materialId: {
            $ref: '#/components/schemas/Id'
        }
    }
} as const;
