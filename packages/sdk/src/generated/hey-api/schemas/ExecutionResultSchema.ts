// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ExecutionResultSchema = {
    type: 'object',
    description: 'What the execution wrote, and the document\'s status after it.',
    additionalProperties: false,
    required: [
        'docId',
        'docNo',
        'status',
        'entries',
        'openLines'
    ],
    properties: {
        docId: {
            $ref: '#/components/schemas/Id'
        },
        docNo: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/DocumentStatus'
        },
        openLines: {
            type: 'integer',
            minimum: 0,
            description: 'Lines with a quantity still to execute.'
        },
        entries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/LedgerEntry'
            }
        }
    }
} as const;
