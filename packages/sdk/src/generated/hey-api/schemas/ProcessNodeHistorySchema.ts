// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessNodeHistorySchema = {
    type: 'object',
    description: 'What a handler did on a node (审批记录).',
    additionalProperties: false,
    required: [
        'id',
        'processId',
        'nodeId',
        'nodeName',
        'handler',
        'action',
        'time',
        'durationMs'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        processId: {
            $ref: '#/components/schemas/Id'
        },
        nodeId: {
            $ref: '#/components/schemas/Id'
        },
        nodeName: {
            type: 'string'
        },
        handler: {
            $ref: '#/components/schemas/UserRef'
        },
        action: {
            $ref: '#/components/schemas/ProcessAction'
        },
        comment: {
            type: [
                'string',
                'null'
            ]
        },
        time: {
            $ref: '#/components/schemas/DateTime'
        },
        durationMs: {
            type: 'integer',
            minimum: 0
        },
        signature: {
            type: [
                'string',
                'null'
            ]
        }
    }
} as const;
