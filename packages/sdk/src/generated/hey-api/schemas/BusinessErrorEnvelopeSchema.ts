// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BusinessErrorEnvelopeSchema = {
    type: 'object',
    description: 'A business error answered with HTTP 200 (spec §8): `code` is not 200 and `data` is null.',
    additionalProperties: false,
    required: [
        'code',
        'message',
        'data'
    ],
    properties: {
        code: {
            type: 'integer',
            not: {
                const: 200
            }
        },
        message: {
            $ref: '#/components/schemas/Message'
        },
        data: {
            type: 'null'
        }
    }
} as const;
