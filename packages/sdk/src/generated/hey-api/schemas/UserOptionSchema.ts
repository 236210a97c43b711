// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UserOptionSchema = {
    type: 'object',
    description: 'A user to pick (转交, 抄送).',
    additionalProperties: false,
    required: [
        'id',
        'name',
        'deptName'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        name: {
            type: 'string'
        },
        deptName: {
            type: 'string'
        }
    }
} as const;
