// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseRequestPageRequestSchema = {
    type: 'object',
    additionalProperties: false,
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
        },
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        keyword: {
            type: 'string',
            description: '单号/标题 (contains)'
        },
        type: {
            $ref: '#/components/schemas/PurchaseRequestType'
        },
        status: {
            $ref: '#/components/schemas/PurchaseRequestStatus'
        },
        applicantId: {
            $ref: '#/components/schemas/Id'
        },
        deptId: {
            $ref: '#/components/schemas/Id'
        },
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        materialId: {
            $ref: '#/components/schemas/Id',
            description: 'Requests with a line of this material.'
        },
        applyDateFrom: {
            $ref: '#/components/schemas/Date'
        },
        applyDateTo: {
            $ref: '#/components/schemas/Date'
        },
        orderable: {
            type: 'boolean',
            description: 'true — only approved requests with lines still to order (合并生成, 从采购申请生成).'
        }
    }
} as const;
