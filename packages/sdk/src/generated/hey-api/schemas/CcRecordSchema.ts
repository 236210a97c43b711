// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CcRecordSchema = {
    type: 'object',
    description: '抄送我的 — a process shared with me.',
    additionalProperties: false,
    required: [
        'id',
        'processId',
        'title',
        'definitionName',
        'summary',
        'initiator',
        'startTime',
        'ccNodeName',
        'ccBy',
        'ccTime',
        'read'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        processId: {
            $ref: '#/components/schemas/Id'
        },
        title: {
            type: 'string'
        },
        definitionName: {
            type: 'string'
        },
        summary: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/KeyValue'
            }
        },
        initiator: {
            $ref: '#/components/schemas/UserRef'
        },
        startTime: {
            $ref: '#/components/schemas/DateTime'
        },
        ccNodeName: {
            type: 'string',
            description: '抄送节点'
        },
        ccBy: {
            $ref: '#/components/schemas/UserRef'
        },
        ccComment: {
            type: [
                'string',
                'null'
            ],
            description: '抄送意见'
        },
        ccTime: {
            $ref: '#/components/schemas/DateTime'
        },
        read: {
            type: 'boolean'
        }
    }
} as const;
