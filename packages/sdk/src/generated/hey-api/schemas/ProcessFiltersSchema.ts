// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessFiltersSchema = {
    type: 'object',
    additionalProperties: false,
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
        definitionKey: {
            type: 'string'
        },
        initiatorId: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/ProcessStatus'
        },
        startTimeFrom: {
            $ref: '#/components/schemas/DateTime'
        },
        startTimeTo: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
