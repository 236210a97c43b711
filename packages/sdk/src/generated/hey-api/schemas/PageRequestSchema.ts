// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PageRequestSchema = {
    type: 'object',
    description: 'The paging part of a getPage request, joined (allOf) to the list\'s filters; its export takes the same filters without it.',
    required: [
        'pageNum',
        'pageSize'
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
        }
    }
} as const;
