// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const TagUsageSchema = {
    type: 'object',
    description: 'A record carrying a tag (查看关联).',
    additionalProperties: false,
    required: [
        'targetType',
        'targetId',
        'targetCode',
        'targetName'
    ],
    properties: {
        targetType: {
            $ref: '#/components/schemas/TagScope'
        },
        targetId: {
            $ref: '#/components/schemas/Id'
        },
        targetCode: {
            type: 'string',
            description: 'The record\'s code or number (EL-0003, SUP-001, CGDD-20261112-002).'
        },
        targetName: {
            type: 'string'
        }
    }
} as const;
