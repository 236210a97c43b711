// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseRequestFiltersSchema = {
    description: 'The filters and order of 采购申请, shared by its page and its export.',
    type: 'object',
    properties: {
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
        },
        sortField: {
            type: 'string',
            enum: [
                'requestNo',
                'applyDate',
                'needDate',
                'totalAmount',
                'createTime'
            ],
            description: '排序字段（requestNo 申请单号、applyDate 申请日期、needDate 需求日期、totalAmount 预估金额、createTime 创建时间）；不传时按申请单号倒序（新申请在前）。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
