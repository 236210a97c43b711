// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomLineSchema = {
    type: 'object',
    description: 'A line of a BOM; `childBomId` is the default BOM of the line\'s material, which the tree expands to.',
    additionalProperties: false,
    required: [
        'id',
        'sort',
        'materialId',
        'materialCode',
        'materialName',
        'materialSpec',
        'unit',
        'quantity',
        'lossRate',
        'childBomId',
        'substitute',
        'position',
        'remark'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        sort: {
            type: 'integer',
            minimum: 1
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
            exclusiveMinimum: 0,
            description: '用量 per base quantity'
        },
        lossRate: {
            type: 'number',
            minimum: 0,
            maximum: 100,
            description: '损耗率 %'
        },
        childBomId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ]
        },
        substitute: {
            type: [
                'string',
                'null'
            ],
            description: '替代料'
        },
        position: {
            type: [
                'string',
                'null'
            ],
            description: '位号'
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        }
    }
} as const;
