// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocLineSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'materialId',
        'materialCode',
        'materialName',
        'spec',
        'unit',
        'batchManaged',
        'expectedQuantity',
        'doneQuantity'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        materialCode: {
            type: 'string'
        },
        materialName: {
            type: 'string'
        },
        spec: {
            type: [
                'string',
                'null'
            ]
        },
        unit: {
            type: 'string'
        },
        batchManaged: {
            type: 'boolean'
        },
        expectedQuantity: {
            $ref: '#/components/schemas/StockQuantity',
            description: '应收 / 应发'
        },
        doneQuantity: {
            $ref: '#/components/schemas/StockQuantity',
            description: '实收 / 实发 so far'
        },
        batchNo: {
            type: [
                'string',
                'null'
            ],
            description: 'The batch asked for (an outbound line) or received.'
        },
        locationCode: {
            type: [
                'string',
                'null'
            ]
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        }
    }
} as const;
