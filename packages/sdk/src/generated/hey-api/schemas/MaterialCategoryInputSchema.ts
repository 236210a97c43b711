// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialCategoryInputSchema = {
    type: 'object',
    description: 'A category as saved (no id — a new one).',
    additionalProperties: false,
    required: [
        'parentId',
        'code',
        'name',
        'sort',
        'attributes'
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
            pattern: '^[A-Z0-9]{1,6}$'
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 30
        },
        sort: {
            $ref: '#/components/schemas/Sort'
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
        status: {
            $ref: '#/components/schemas/Status'
        },
        attributes: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/CategoryAttribute'
            }
        }
    }
} as const;
