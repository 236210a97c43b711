// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocLineInputSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'materialId',
        'materialCode',
        'materialName',
        'spec',
        'unit',
        'expectedQuantity'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id',
            description: 'A new line\'s key is a new id (UUID without dashes).'
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
        expectedQuantity: {
            $ref: '#/components/schemas/Quantity'
        },
        batchNo: {
            type: [
                'string',
                'null'
            ],
            maxLength: 40
        },
        remark: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        }
    }
} as const;
