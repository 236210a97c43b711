// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomImportRequestSchema = {
    type: 'object',
    description: '从BOM导入 — the BOM exploded for `quantity` finished units (every level, phantom kits opened).',
    additionalProperties: false,
    required: [
        'projectId',
        'bomId',
        'quantity'
    ],
    properties: {
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        bomId: {
            $ref: '#/components/schemas/Id'
        },
        quantity: {
            type: 'number',
            exclusiveMinimum: 0,
            maximum: 99999
        },
        demandDate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/LocalDate'
                },
                {
                    type: 'null'
                }
            ]
        }
    }
} as const;
