// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DepartmentInputSchema = {
    type: 'object',
    description: 'A department as saved (no id — a new one).',
    additionalProperties: false,
    required: [
        'parentId',
        'name',
        'sort'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        parentId: {
            $ref: '#/components/schemas/ParentId'
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 30
        },
        sort: {
            $ref: '#/components/schemas/Sort'
        },
        leader: {
            type: [
                'string',
                'null'
            ],
            maxLength: 20
        },
        phone: {
            type: [
                'string',
                'null'
            ],
            pattern: '^1\\d{10}$'
        },
        email: {
            type: [
                'string',
                'null'
            ],
            format: 'email'
        },
        status: {
            $ref: '#/components/schemas/Status'
        }
    }
} as const;
