// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessFiltersSchema = {
    type: 'object',
    description: 'The filters and order of the process lists (待办, 已办, 我的申请 by `queryType`), shared by the page and the export.',
    properties: {
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
        },
        sortField: {
            type: 'string',
            enum: [
                'processNo',
                'startTime',
                'arriveTime',
                'endTime'
            ],
            description: '排序字段（processNo 流程编号、startTime 发起时间、arriveTime 到达时间、endTime 结束时间）；不传时按发起时间倒序（最新在前）。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
