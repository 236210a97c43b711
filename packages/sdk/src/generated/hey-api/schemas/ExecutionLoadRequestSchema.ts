// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ExecutionLoadRequestSchema = {
    type: 'object',
    description: 'The document to execute, by its number (typed, scanned or picked): direction IN loads a 入库单, OUT a 出库单, 调拨单 or 退货单.',
    additionalProperties: false,
    required: [
        'docNo',
        'direction'
    ],
    properties: {
        docNo: {
            type: 'string',
            minLength: 1,
            maxLength: 40
        },
        direction: {
            $ref: '#/components/schemas/StockDirection'
        }
    }
} as const;
