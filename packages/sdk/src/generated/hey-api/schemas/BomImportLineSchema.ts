// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomImportLineSchema = {
    type: 'object',
    description: 'One line the import would add; `existingQuantity` > 0 when the project already needs it (then added to).',
    additionalProperties: false,
    required: [
        'materialId',
        'materialCode',
        'materialName',
        'materialSpec',
        'unit',
        'quantity',
        'existingQuantity'
    ],
    properties: {
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        materialCode: {
            type: 'string'
        },
        materialName: {
            type: 'string'
        },
        materialSpec: {
            type: [
                'string',
                'null'
            ]
        },
        unit: {
            $ref: '#/components/schemas/UnitOfMeasure'
        },
        quantity: {
            type: 'number',
            exclusiveMinimum: 0
        },
        existingQuantity: {
            type: 'number',
            minimum: 0
        }
    }
} as const;
