// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialPurchaseRecordSchema = {
    type: 'object',
    description: 'A purchase order line of the material (read-only, from purchasing).',
    additionalProperties: false,
    required: [
        'id',
        'orderNo',
        'supplierName',
        'quantity',
        'unitPrice',
        'orderDate',
        'statusText'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        orderNo: {
            type: 'string'
        },
        supplierName: {
            type: 'string'
        },
        quantity: {
            type: 'number'
        },
        unitPrice: {
            type: 'number'
        },
        orderDate: {
            $ref: '#/components/schemas/LocalDate'
        },
        statusText: {
            type: 'string',
            description: 'The order\'s status as its own module words it.'
        }
    }
} as const;
