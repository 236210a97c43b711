// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomInputSchema = {
    type: 'object',
    description: 'A draft BOM as saved (no id — a new one), with its lines.',
    additionalProperties: false,
    required: [
        'parentMaterialId',
        'version',
        'baseQuantity',
        'type',
        'effectiveDate',
        'lines'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        parentMaterialId: {
            $ref: '#/components/schemas/Id'
        },
        version: {
            type: 'string',
            pattern: '^V\\d{1,2}\\.\\d{1,2}$'
        },
        baseQuantity: {
            $ref: '#/components/schemas/Quantity'
        },
        type: {
            $ref: '#/components/schemas/BomType'
        },
        effectiveDate: {
            $ref: '#/components/schemas/LocalDate'
        },
        expiryDate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/LocalDate'
                },
                {
                    type: 'null'
                }
            ]
        },
        remark: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        },
        lines: {
            type: 'array',
            minItems: 1,
            items: {
                $ref: '#/components/schemas/BomLineInput'
            }
        }
    }
} as const;
