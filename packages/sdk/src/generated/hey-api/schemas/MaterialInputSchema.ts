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
            type: [
                'number',
                'null'
            ],
            minimum: 0
        },
        minStock: {
            type: [
                'number',
                'null'
            ],
            minimum: 0
        },
        maxStock: {
            type: [
                'number',
                'null'
            ],
            minimum: 0
        },
        costPrice: {
            type: [
                'number',
                'null'
            ],
            minimum: 0
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
