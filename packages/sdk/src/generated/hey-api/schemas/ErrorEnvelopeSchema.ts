// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ErrorEnvelopeSchema = {
    type: 'object',
    description: 'Body of an HTTP error (4xx/5xx); `code` repeats the HTTP status.',
    additionalProperties: false,
    required: [
        'code',
        'message',
        'data'
    ],
    properties: {
        code: {
            type: 'integer',
            minimum: 400,
            maximum: 599
        },
        message: {
            $ref: '#/components/schemas/Message'
        },
        data: {
            type: 'null'
        }
    }
} as const;
