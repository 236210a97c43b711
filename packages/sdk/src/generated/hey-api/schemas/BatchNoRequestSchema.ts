// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchNoRequestSchema = {
    type: 'object',
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
