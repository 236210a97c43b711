// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchNoEnvelopeSchema = {
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
            type: 'object',
            additionalProperties: false,
            required: [
                'batchNo'
            ],
            properties: {
                batchNo: {
                    type: 'string',
                    description: 'The next batch number by the batch rule (B + date + material + serial).'
                }
            }
        }
    }
} as const;
