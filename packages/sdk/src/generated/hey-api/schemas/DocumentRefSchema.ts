// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DocumentRefSchema = {
    type: 'object',
    description: 'Another document as a link shows it: its kind, id, number and current status (a value of that kind).',
    additionalProperties: false,
    required: [
        'type',
        'id',
        'no',
        'status'
    ],
    properties: {
        type: {
            $ref: '#/components/schemas/DocumentType'
        },
        id: {
            $ref: '#/components/schemas/Id'
        },
        no: {
            type: 'string',
            description: '单号, e.g. CGSQ-20261105-002.'
        },
        status: {
            type: [
                'string',
                'null'
            ],
            description: 'The document\'s status value in its own dictionary.'
        }
    }
} as const;
