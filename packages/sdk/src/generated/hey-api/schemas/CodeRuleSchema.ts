// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CodeRuleSchema = {
    type: 'object',
    description: 'A code rule (编码规则) with its ordered segments.',
    additionalProperties: false,
    required: [
        'id',
        'code',
        'name',
        'description',
        'maxLength',
        'padding',
        'padChar',
        'padSide',
        'status',
        'segments',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        code: {
            type: 'string',
            description: '规则编码'
        },
        name: {
            type: 'string'
        },
        description: {
            type: [
                'string',
                'null'
            ]
        },
        maxLength: {
            type: 'integer',
            minimum: 1,
            maximum: 40
        },
        padding: {
            type: 'boolean',
            description: '是否补齐 to maxLength'
        },
        padChar: {
            type: [
                'string',
                'null'
            ]
        },
        padSide: {
            $ref: '#/components/schemas/PadSide'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        segments: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/CodeSegment'
            }
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
