// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WithdrawDocumentSchema = {
    type: 'object',
    description: '撤回 of a document under approval; the reason is optional.',
    additionalProperties: false,
    required: [
        'id'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        reason: {
            type: 'string',
            maxLength: 200
        }
    }
} as const;
