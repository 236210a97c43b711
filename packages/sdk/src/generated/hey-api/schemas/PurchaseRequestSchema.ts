// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseRequestSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'requestNo',
        'title',
        'type',
        'applicant',
        'deptId',
        'deptName',
        'projectId',
        'projectCode',
        'projectName',
        'applyDate',
        'needDate',
        'urgency',
        'status',
        'statusReason',
        'orderedPercent',
        'totalAmount',
        'processId',
        'remark',
        'attachments',
        'lines',
        'orders',
        'createBy',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        requestNo: {
            type: 'string',
            description: '申请单号, given on first save (CGSQ-20261105-002).'
        },
        title: {
            type: 'string'
        },
        type: {
            $ref: '#/components/schemas/PurchaseRequestType'
        },
        applicant: {
            $ref: '#/components/schemas/UserRef'
        },
        deptId: {
            $ref: '#/components/schemas/Id'
        },
        deptName: {
            type: 'string',
            description: '申请部门'
        },
        projectId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ],
            description: '关联项目'
        },
        projectCode: {
            type: [
                'string',
                'null'
            ]
        },
        projectName: {
            type: [
                'string',
                'null'
            ]
        },
        applyDate: {
            $ref: '#/components/schemas/Date'
        },
        needDate: {
            $ref: '#/components/schemas/Date'
        },
        urgency: {
            $ref: '#/components/schemas/Urgency'
        },
        status: {
            $ref: '#/components/schemas/PurchaseRequestStatus'
        },
        statusReason: {
            type: [
                'string',
                'null'
            ],
            description: 'The reason given on 关闭 or 作废, or the approver\'s on 退回 / 驳回.'
        },
        orderedPercent: {
            type: 'number',
            minimum: 0,
            maximum: 100,
            description: '已下单% — ordered quantity over requested quantity, in percent with two decimals.'
        },
        totalAmount: {
            $ref: '#/components/schemas/Money',
            description: '预估总金额 (the sum of the line amounts).'
        },
        processId: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Id'
                },
                {
                    type: 'null'
                }
            ],
            description: 'The approval process started by the last 提交; null before that.'
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        },
        attachments: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/Attachment'
            }
        },
        lines: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/PurchaseRequestLine'
            }
        },
        orders: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/DocumentRef'
            },
            description: '下游单据 — the orders made from it.'
        },
        createBy: {
            type: 'string'
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
