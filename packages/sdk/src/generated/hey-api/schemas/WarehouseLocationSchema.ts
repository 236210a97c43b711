// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseLocationSchema = {
    type: 'object',
    description: 'A node of the location tree: level 1 仓库 (parentId "0"), level 2 库区, level 3 库位. stockQuantity is what the node holds now (a warehouse or zone: every bin below it), materialCount how many materials.',
    additionalProperties: false,
    required: [
        'id',
        'parentId',
        'level',
        'code',
        'name',
        'status',
        'stockQuantity',
        'materialCount',
        'occupied',
        'createTime'
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
            maximum: 3,
            description: '1 仓库, 2 库区, 3 库位.'
        },
        code: {
            type: 'string'
        },
        name: {
            type: 'string'
        },
        locationType: {
            oneOf: [
                {
                    $ref: '#/components/schemas/LocationType'
                },
                {
                    type: 'null'
                }
            ],
            description: 'A bin\'s use.'
        },
        row: {
            type: [
                'integer',
                'null'
            ],
            description: '排'
        },
        col: {
            type: [
                'integer',
                'null'
            ],
            description: '列'
        },
        layer: {
            type: [
                'integer',
                'null'
            ],
            description: '层'
        },
        capacity: {
            type: [
                'number',
                'null'
            ],
            description: '容量 (a bin) or 面积 m² (a warehouse or zone).'
        },
        address: {
            type: [
                'string',
                'null'
            ],
            description: 'A warehouse\'s address.'
        },
        manager: {
            type: [
                'string',
                'null'
            ],
            description: '负责人'
        },
        mixMaterial: {
            type: [
                'boolean',
                'null'
            ],
            description: 'A bin may hold several materials.'
        },
        mixBatch: {
            type: [
                'boolean',
                'null'
            ],
            description: 'A bin may hold several batches of one material.'
        },
        isDefault: {
            type: [
                'boolean',
                'null'
            ],
            description: 'The default warehouse.'
        },
        status: {
            $ref: '#/components/schemas/LocationStatus'
        },
        stockQuantity: {
            $ref: '#/components/schemas/StockQuantity'
        },
        materialCount: {
            type: 'integer',
            minimum: 0
        },
        occupied: {
            type: 'boolean',
            description: 'It holds stock.'
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
