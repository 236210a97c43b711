// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomLineInputSchema = {
    type: 'object',
    description: 'A line as saved; a new line\'s id is a generated UUID without dashes.',
    additionalProperties: false,
    required: [
        'id',
        'sort',
        'materialId',
        'quantity',
        'lossRate'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        sort: {
            type: 'integer',
            minimum: 1,
            maximum: 9999
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        quantity: {
            $ref: '#/components/schemas/Quantity'
        },
        lossRate: {
            type: 'number',
            minimum: 0,
            maximum: 100
        },
        substitute: {
            type: [
                'string',
                'null'
            ],
            maxLength: 50
        },
        position: {
            type: [
                'string',
                'null'
            ],
            maxLength: 100
        },
        remark: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        }
    }
} as const;
