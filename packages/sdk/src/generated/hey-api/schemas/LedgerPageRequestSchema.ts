// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LedgerPageRequestSchema = {
    type: 'object',
    description: 'One page of 出入库流水: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/LedgerFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
