// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialInputSchema = {
    type: 'object',
    description: 'A material as saved. A new one has neither id nor code (the server generates the code by the rule).',
    additionalProperties: false,
    required: [
        'name',
        'categoryId',
        'type',
        'unit',
        'batchManaged'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 50
        },
        spec: {
            type: [
                'string',
                'null'
            ],
            maxLength: 100
        },
        categoryId: {
            $ref: '#/components/schemas/Id'
        },
        type: {
            $ref: '#/components/schemas/MaterialType'
        },
        unit: {
            $ref: '#/components/schemas/UnitOfMeasure'
        },
        brand: {
            type: [
                'string',
                'null'
            ],
            maxLength: 50
        },
        batchManaged: {
            type: 'boolean'
        },
        shelfLifeDays: {
            type: [
                'integer',
                'null'
            ],
            minimum: 0,
            maximum: 36500
        },
        safetyStock: {
            oneOf: [
                {
                    $ref: '#/components/schemas/StockLevel'
                },
                {
                    type: 'null'
                }
            ]
        },
        minStock: {
            oneOf: [
                {
                    $ref: '#/components/schemas/StockLevel'
                },
                {
                    type: 'null'
                }
            ],
            description: '最低库存, not above 最高库存 when both are given.'
        },
        maxStock: {
            oneOf: [
                {
                    $ref: '#/components/schemas/StockLevel'
                },
                {
                    type: 'null'
                }
            ]
        },
        costPrice: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Amount'
                },
                {
                    type: 'null'
                }
            ]
        },
        tags: {
            type: 'array',
            maxItems: 10,
            items: {
                type: 'string',
                minLength: 1,
                maxLength: 20
            }
        },
        status: {
            $ref: '#/components/schemas/MaterialStatus'
        },
        attributes: {
            $ref: '#/components/schemas/AttributeValues'
        },
        extension: {
            $ref: '#/components/schemas/ExtensionValues'
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
