// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocInputSchema = {
    type: 'object',
    description: 'A draft document as saved; without id a new 草稿. Only a 草稿 can be saved again.',
    additionalProperties: false,
    required: [
        'docType',
        'businessType',
        'warehouseId',
        'plannedDate',
        'lines'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        docType: {
            $ref: '#/components/schemas/WarehouseDocType'
        },
        businessType: {
            $ref: '#/components/schemas/StockBusinessType'
        },
        warehouseId: {
            $ref: '#/components/schemas/Id'
        },
        plannedDate: {
            $ref: '#/components/schemas/Date'
        },
        source: {
            oneOf: [
                {
                    $ref: '#/components/schemas/DocLink'
                },
                {
                    type: 'null'
                }
            ]
        },
        supplierId: {
            $ref: '#/components/schemas/NullableId'
        },
        projectId: {
            $ref: '#/components/schemas/NullableId'
        },
        deptName: {
            type: [
                'string',
                'null'
            ],
            maxLength: 50
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
            maxItems: 200,
            items: {
                $ref: '#/components/schemas/WarehouseDocLineInput'
            }
        }
    }
} as const;
