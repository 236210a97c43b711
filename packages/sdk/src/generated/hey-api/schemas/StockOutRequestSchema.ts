// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StockOutRequestSchema = {
    type: 'object',
    description: '确认出库 — every line of this execution in one call; what is left stays open (执行中).',
    additionalProperties: false,
    required: [
        'docId',
        'lines'
    ],
    properties: {
        docId: {
            $ref: '#/components/schemas/Id'
        },
        recipient: {
            type: [
                'string',
                'null'
            ],
            maxLength: 20,
            description: '领料人'
        },
        lines: {
            type: 'array',
            minItems: 1,
            maxItems: 200,
            items: {
                $ref: '#/components/schemas/StockOutLine'
            }
        }
    }
} as const;
