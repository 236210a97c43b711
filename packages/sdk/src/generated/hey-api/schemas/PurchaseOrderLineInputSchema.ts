// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseOrderLineInputSchema = {
    type: 'object',
    description: 'A line as the form sends it (`id` the form\'s key, a new UUID without dashes). A line from a request names its source line; its quantity is capped by what that line still has to order.',
    additionalProperties: false,
    required: [
        'id',
        'materialId',
        'materialCode',
        'materialName',
        'spec',
        'unit',
        'quantity',
        'unitPrice',
        'taxRate'
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
        unitPrice: {
            $ref: '#/components/schemas/Money'
        },
        taxRate: {
            $ref: '#/components/schemas/TaxRate'
        },
        deliveryDate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Date'
                },
                {
                    type: 'null'
                }
            ]
        },
        sourceRequestId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ]
        },
        sourceLineId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
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
            maxLength: 100
        }
    }
} as const;
