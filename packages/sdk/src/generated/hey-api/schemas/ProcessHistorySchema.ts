// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessHistorySchema = {
    type: 'object',
    description: 'One entry of a process\'s timeline.',
    additionalProperties: false,
    required: [
        'id',
        'processId',
        'action',
        'operator',
        'time'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        processId: {
            $ref: '#/components/schemas/Id'
        },
        nodeName: {
            type: [
                'string',
                'null'
            ]
        },
        action: {
            $ref: '#/components/schemas/ProcessAction'
        },
        operator: {
            $ref: '#/components/schemas/UserRef'
        },
        comment: {
            type: [
                'string',
                'null'
            ]
        },
        time: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
