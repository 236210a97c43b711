// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const NullEnvelopeSchema = {
    type: 'object',
    description: 'Success without data.',
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
            type: 'null'
        }
    }
} as const;
