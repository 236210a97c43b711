// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialCategorySchema = {
    type: 'object',
    description: 'A node of the material category tree (root parentId "0").',
    additionalProperties: false,
    required: [
        'id',
        'parentId',
        'code',
        'name',
        'sort',
        'codeRuleId',
        'codeRuleName',
        'status',
        'attributes',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        parentId: {
            $ref: '#/components/schemas/ParentId'
        },
        code: {
            type: 'string',
            description: '分类编码, the code segment of the category (EL).'
        },
        name: {
            type: 'string'
        },
        sort: {
            type: 'integer',
            minimum: 0
        },
        codeRuleId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ]
        },
        codeRuleName: {
            type: [
                'string',
                'null'
            ]
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        attributes: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/CategoryAttribute'
            }
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
