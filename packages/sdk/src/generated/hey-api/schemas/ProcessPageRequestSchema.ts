// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessPageRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'pageNum',
        'pageSize',
        'queryType'
    ],
    properties: {
        pageNum: {
            type: 'integer',
            minimum: 1
        },
        pageSize: {
            type: 'integer',
            minimum: 1,
            maximum: 500
        },
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
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
