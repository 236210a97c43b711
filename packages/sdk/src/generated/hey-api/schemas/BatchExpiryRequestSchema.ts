// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchExpiryRequestSchema = {
    type: 'object',
    description: '修改有效期, with the reason.',
    additionalProperties: false,
    required: [
        'id',
        'expiryDate',
        'reason'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        productionDate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Date'
                },
                {
                    type: 'null'
                }
            ]
        },
        expiryDate: {
            $ref: '#/components/schemas/Date'
        },
        reason: {
            type: 'string',
            minLength: 1,
            maxLength: 200
        }
    }
} as const;
