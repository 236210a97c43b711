// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseLocationInputSchema = {
    type: 'object',
    description: 'A warehouse, zone or bin as saved; without id a new one under parentId.',
    additionalProperties: false,
    required: [
        'parentId',
        'level',
        'code',
        'name'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        parentId: {
            $ref: '#/components/schemas/ParentId'
        },
        level: {
            type: 'integer',
            minimum: 1,
            maximum: 3
        },
        code: {
            type: 'string',
            description: 'Upper-case letters and digits in segments joined by \'-\', e.g. WH01-A-01-01.',
            pattern: '^[A-Z0-9]+(-[A-Z0-9]+)*$',
            minLength: 2,
            maxLength: 32
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 50
        },
        locationType: {
            oneOf: [
                {
                    $ref: '#/components/schemas/LocationType'
                },
                {
                    type: 'null'
                }
            ]
        },
        row: {
            type: [
                'integer',
                'null'
            ],
            minimum: 0,
            maximum: 99
        },
        col: {
            type: [
                'integer',
                'null'
            ],
            minimum: 0,
            maximum: 99
        },
        layer: {
            type: [
                'integer',
                'null'
            ],
            minimum: 0,
            maximum: 99
        },
        capacity: {
            oneOf: [
                {
                    $ref: '#/components/schemas/StockLevel'
                },
                {
                    type: 'null'
                }
            ]
        },
        address: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        },
        manager: {
            type: [
                'string',
                'null'
            ],
            maxLength: 20
        },
        mixMaterial: {
            type: [
                'boolean',
                'null'
            ]
        },
        mixBatch: {
            type: [
                'boolean',
                'null'
            ]
        },
        isDefault: {
            type: [
                'boolean',
                'null'
            ]
        },
        status: {
            $ref: '#/components/schemas/LocationStatus'
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
