// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchDetailEnvelopeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'code',
        'message',
        'data'
    ],
    properties: {
        code: {
            type: 'integer',
            const: 200
        },
        message: {
            $ref: '#/components/schemas/Message'
        },
        data: {
            $ref: '#/components/schemas/BatchDetail'
        }
    }
} as const;
