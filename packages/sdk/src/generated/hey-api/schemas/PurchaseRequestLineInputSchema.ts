// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseRequestLineInputSchema = {
    type: 'object',
    description: 'A line as the form sends it; `id` is the key the form gave it (a new UUID without dashes, spec §3).',
    additionalProperties: false,
    required: [
        'id',
        'materialId',
        'materialCode',
        'materialName',
        'spec',
        'unit',
        'quantity',
        'needDate'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        materialCode: {
            type: 'string',
            minLength: 1,
            maxLength: 40
        },
        materialName: {
            type: 'string',
            minLength: 1,
            maxLength: 100
        },
        spec: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        },
        unit: {
            type: 'string',
            minLength: 1,
            maxLength: 20
        },
        quantity: {
            $ref: '#/components/schemas/Quantity'
        },
        needDate: {
            $ref: '#/components/schemas/Date'
        },
        estimatedPrice: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Money'
                },
                {
                    type: 'null'
                }
            ]
        },
        suggestedSupplierId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ]
        },
        purpose: {
            type: [
                'string',
                'null'
            ],
            maxLength: 100
        },
        projectMaterialId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ]
        }
    }
} as const;
