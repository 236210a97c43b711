// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseOrderAmendmentSchema = {
    type: 'object',
    description: '变更 of an approved order: new dates and lines with the reason; the order goes back to approval. A line keeps at least what was received of it, and a line something was received of stays.',
    additionalProperties: false,
    required: [
        'id',
        'reason',
        'expectedDate',
        'lines'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        reason: {
            type: 'string',
            minLength: 1,
            maxLength: 200
        },
        expectedDate: {
            $ref: '#/components/schemas/Date'
        },
        lines: {
            type: 'array',
            minItems: 1,
            maxItems: 200,
            items: {
                $ref: '#/components/schemas/PurchaseOrderLineInput'
            }
        }
    }
} as const;
