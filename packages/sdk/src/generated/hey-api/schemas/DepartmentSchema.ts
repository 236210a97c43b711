// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DepartmentSchema = {
    type: 'object',
    description: 'A department of the company tree (root parentId "0").',
    additionalProperties: false,
    required: [
        'id',
        'parentId',
        'name',
        'sort',
        'status',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        parentId: {
            $ref: '#/components/schemas/ParentId'
        },
        name: {
            type: 'string'
        },
        sort: {
            type: 'integer',
            minimum: 0
        },
        leader: {
            type: [
                'string',
                'null'
            ],
            description: '负责人'
        },
        phone: {
            type: [
                'string',
                'null'
            ]
        },
        email: {
            type: [
                'string',
                'null'
            ]
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
