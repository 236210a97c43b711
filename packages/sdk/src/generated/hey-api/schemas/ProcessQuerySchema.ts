// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessQuerySchema = {
    type: 'object',
    description: 'The list query; `queryType` PENDING is the pending to-do query (spec §7).',
    additionalProperties: false,
    required: [
        'queryType'
    ],
    properties: {
        queryType: {
            $ref: '#/components/schemas/QueryType'
        },
        keyword: {
            type: 'string'
        },
        category: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/ProcessStatus'
        },
        processId: {
            $ref: '#/components/schemas/Id',
            description: 'One process only (the approval detail\'s deep link).'
        }
    }
} as const;
