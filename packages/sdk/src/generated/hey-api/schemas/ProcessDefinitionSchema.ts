// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessDefinitionSchema = {
    type: 'object',
    description: 'A process a user can start (流程定义), with its configuration.',
    additionalProperties: false,
    required: [
        'id',
        'key',
        'name',
        'category',
        'version',
        'status',
        'formFields'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        key: {
            type: 'string'
        },
        name: {
            type: 'string'
        },
        category: {
            type: 'string'
        },
        version: {
            type: 'integer',
            minimum: 1
        },
        status: {
            $ref: '#/components/schemas/DefinitionStatus'
        },
        description: {
            type: [
                'string',
                'null'
            ]
        },
        formFields: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/DynamicFieldDefinition'
            }
        },
        nodes: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/NodeConfig'
            }
        },
        publishedTime: {
            type: [
                'string',
                'null'
            ],
            description: '最后发布'
        },
        initiatorScope: {
            type: 'string',
            description: '谁可以发起, e.g. 全员 or a list of departments.'
        }
    }
} as const;
