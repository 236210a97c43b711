// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessPageRequestSchema = {
    type: 'object',
    description: 'One page of a process list (`queryType` required): its filters and order, and the page.',
    required: [
        'queryType'
    ],
    allOf: [
        {
            $ref: '#/components/schemas/ProcessFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
