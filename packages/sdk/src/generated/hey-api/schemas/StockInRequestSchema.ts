// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StockInRequestSchema = {
    type: 'object',
    description: '确认入库 — every line of this execution in one call; what is left stays open (执行中).',
    additionalProperties: false,
    required: [
        'docId',
        'lines'
    ],
    properties: {
        docId: {
            $ref: '#/components/schemas/Id'
        },
        lines: {
            type: 'array',
            minItems: 1,
            maxItems: 200,
            items: {
                $ref: '#/components/schemas/StockInLine'
            }
        }
    }
} as const;
