// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseOrderInputSchema = {
    type: 'object',
    description: '保存 a 草稿 order; no id creates one (number and 草稿 given by the server). The supplier must be 启用.',
    additionalProperties: false,
    required: [
        'supplierId',
        'buyerId',
        'orderDate',
        'expectedDate',
        'currency',
        'tagIds',
        'lines'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        supplierId: {
            $ref: '#/components/schemas/Id'
        },
        buyerId: {
            $ref: '#/components/schemas/Id'
        },
        orderDate: {
            $ref: '#/components/schemas/Date'
        },
        expectedDate: {
            $ref: '#/components/schemas/Date'
        },
        currency: {
            $ref: '#/components/schemas/Currency'
        },
        paymentTerms: {
            type: [
                'string',
                'null'
            ],
            maxLength: 50
        },
        projectId: {
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
            maxLength: 500
        },
        tagIds: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Id'
            },
            uniqueItems: true
        },
        attachments: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Attachment'
            }
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
