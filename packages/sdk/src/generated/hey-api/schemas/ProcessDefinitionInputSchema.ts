// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessDefinitionInputSchema = {
    type: 'object',
    description: 'A definition as saved from 流程配置 (no id: a new one).',
    additionalProperties: false,
    required: [
        'key',
        'name',
        'category',
        'formFields',
        'nodes'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        key: {
            type: 'string',
            pattern: '^[a-z][a-z0-9_]{1,49}$'
        },
        name: {
            type: 'string',
            minLength: 1,
            maxLength: 50
        },
        category: {
            type: 'string',
            minLength: 1,
            maxLength: 50
        },
        description: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        },
        formFields: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/DynamicFieldDefinition'
            }
        },
        nodes: {
            type: 'array',
            minItems: 1,
            items: {
                $ref: '#/components/schemas/NodeConfig'
            }
        }
    }
} as const;
