// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CodeRuleInputSchema = {
    type: 'object',
    description: 'A code rule as saved (no id — a new one); also what 测试生成 sends.',
    additionalProperties: false,
    required: [
        'code',
        'name',
        'maxLength',
        'padding',
        'padSide',
        'segments'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        code: {
            type: 'string',
            pattern: '^[A-Z][A-Z0-9_-]{1,19}$'
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 30
        },
        description: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        },
        maxLength: {
            type: 'integer',
            minimum: 1,
            maximum: 40
        },
        padding: {
            type: 'boolean'
        },
        padChar: {
            type: [
                'string',
                'null'
            ],
            minLength: 1,
            maxLength: 1
        },
        padSide: {
            $ref: '#/components/schemas/PadSide'
        },
        status: {
            $ref: '#/components/schemas/Status'
        },
        segments: {
            type: 'array',
            minItems: 1,
            items: {
                $ref: '#/components/schemas/CodeSegment'
            }
        }
    }
} as const;
