// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AttrTagSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'name',
        'scope',
        'groupName',
        'color',
        'sort',
        'status',
        'description',
        'usageCount',
        'createBy',
        'createTime',
        'updateTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string',
            description: '标签名称'
        },
        scope: {
            $ref: '#/components/schemas/TagScope'
        },
        groupName: {
            type: [
                'string',
                'null'
            ],
            description: '标签分组'
        },
        color: {
            $ref: '#/components/schemas/TagColorHex'
        },
        sort: {
            type: 'integer',
            minimum: 0
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        description: {
            type: [
                'string',
                'null'
            ]
        },
        usageCount: {
            type: 'integer',
            minimum: 0,
            description: '使用次数 — how many records carry the tag.'
        },
        createBy: {
            type: 'string'
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        },
        updateTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
