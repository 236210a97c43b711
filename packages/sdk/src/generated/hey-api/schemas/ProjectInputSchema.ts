// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectInputSchema = {
    type: 'object',
    description: 'A project as saved (no id — a new one; the server numbers it and it starts 未开始).',
    additionalProperties: false,
    required: [
        'name',
        'type',
        'managerId',
        'deptId',
        'planStart',
        'planEnd'
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
        type: {
            $ref: '#/components/schemas/ProjectType'
        },
        customer: {
            type: [
                'string',
                'null'
            ],
            maxLength: 50
        },
        managerId: {
            $ref: '#/components/schemas/Id'
        },
        deptId: {
            $ref: '#/components/schemas/Id'
        },
        planStart: {
            $ref: '#/components/schemas/LocalDate'
        },
        planEnd: {
            $ref: '#/components/schemas/LocalDate'
        },
        progress: {
            type: 'number',
            minimum: 0,
            maximum: 100
        },
        budget: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Amount'
                },
                {
                    type: 'null'
                }
            ]
        },
        description: {
            type: [
                'string',
                'null'
            ],
            maxLength: 500
        }
    }
} as const;
