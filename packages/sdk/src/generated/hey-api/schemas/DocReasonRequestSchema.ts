// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DocReasonRequestSchema = {
    type: 'object',
    description: '作废 or 冲销 of one document, with the reason.',
    additionalProperties: false,
    required: [
        'id',
        'reason'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        reason: {
            type: 'string',
            minLength: 1,
            maxLength: 200
        }
    }
} as const;
