// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DocumentIdSchema = {
    type: 'object',
    description: 'A document to act on by its id alone (恢复).',
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
