// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessRecordSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'title',
        'processNo',
        'category',
        'definitionKey',
        'definitionName',
        'summary',
        'initiator',
        'initiatorDept',
        'status',
        'currentNodeId',
        'currentNodeName',
        'currentApprovers',
        'urgency',
        'startTime',
        'businessType',
        'businessId'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        title: {
            type: 'string'
        },
        processNo: {
            type: 'string',
            description: '流程编号'
        },
        taskNo: {
            type: [
                'string',
                'null'
            ],
            description: '任务编号'
        },
        category: {
            type: 'string',
            description: '流程分类'
        },
        definitionKey: {
            type: 'string'
        },
        definitionName: {
            type: 'string'
        },
        summary: {
            type: 'array',
            description: 'The form\'s first fields as label/value pairs.',
            items: {
                $ref: '#/components/schemas/KeyValue'
            }
        },
        initiator: {
            $ref: '#/components/schemas/UserRef'
        },
        initiatorDept: {
            type: 'string'
        },
        status: {
            $ref: '#/components/schemas/ProcessStatus'
        },
        currentNodeId: {
            type: [
                'string',
                'null'
            ]
        },
        currentNodeName: {
            type: [
                'string',
                'null'
            ]
        },
        currentApprovers: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/UserRef'
            }
        },
        urgency: {
            $ref: '#/components/schemas/Urgency'
        },
        startTime: {
            $ref: '#/components/schemas/DateTime'
        },
        arriveTime: {
            type: [
                'string',
                'null'
            ],
            description: '任务到达时间'
        },
        endTime: {
            type: [
                'string',
                'null'
            ]
        },
        businessType: {
            type: 'string'
        },
        businessId: {
            type: 'string'
        },
        myResult: {
            oneOf: [
                {
                    $ref: '#/components/schemas/ProcessAction'
                },
                {
                    type: 'null'
                }
            ]
        },
        myComment: {
            type: [
                'string',
                'null'
            ]
        },
        formData: {
            $ref: '#/components/schemas/FormData'
        },
        formFields: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/DynamicFieldDefinition'
            }
        },
        attachments: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Attachment'
            }
        }
    }
} as const;
