// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomExportRequestSchema = {
    type: 'object',
    description: 'The BOMs of the filters, in the list\'s order and without paging, as a spreadsheet, each with its lines flat (one level) or indented (every level).',
    required: [
        'layout'
    ],
    allOf: [
        {
            $ref: '#/components/schemas/BomFilters'
        },
        {
            type: 'object',
            properties: {
                layout: {
                    type: 'string',
                    enum: [
                        'FLAT',
                        'INDENTED'
                    ]
                }
            }
        }
    ],
    unevaluatedProperties: false
} as const;
