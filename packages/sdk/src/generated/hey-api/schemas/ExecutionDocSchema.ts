// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ExecutionDocSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'doc',
        'lines',
        'locations'
    ],
    properties: {
        doc: {
            $ref: '#/components/schemas/WarehouseDoc'
        },
        lines: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExecutionLine'
            }
        },
        locations: {
            type: 'array',
            description: 'The enabled bins of the document\'s warehouse, to choose another.',
            items: {
                type: 'object',
                additionalProperties: false,
                required: [
                    'id',
                    'code',
                    'name'
                ],
                properties: {
                    id: {
                        $ref: '#/components/schemas/Id'
                    },
                    code: {
                        type: 'string'
                    },
                    name: {
                        type: 'string'
                    }
                }
            }
        }
    }
} as const;
