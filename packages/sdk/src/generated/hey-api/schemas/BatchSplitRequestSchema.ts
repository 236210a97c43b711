// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchSplitRequestSchema = {
    type: 'object',
    description: '拆分 — moves `quantity` (more than 0, less than the batch\'s current quantity) into a new batch.',
    additionalProperties: false,
    required: [
        'id',
        'quantity'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        quantity: {
            $ref: '#/components/schemas/Quantity'
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
