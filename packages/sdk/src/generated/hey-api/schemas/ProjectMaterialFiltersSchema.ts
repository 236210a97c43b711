// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMaterialFiltersSchema = {
    description: 'The filters and order of 项目物料, shared by its page and its export.',
    type: 'object',
    required: [
        'projectId'
    ],
    properties: {
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        keyword: {
            type: 'string',
            description: '物料编码/名称'
        },
        categoryId: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/ProjectMaterialStatus'
        },
        demandDateFrom: {
            $ref: '#/components/schemas/LocalDate'
        },
        demandDateTo: {
            $ref: '#/components/schemas/LocalDate'
        },
        sortField: {
            type: 'string',
            enum: [
                'materialCode',
                'demandQuantity',
                'demandDate',
                'requestedQuantity',
                'orderedQuantity',
                'receivedQuantity',
                'issuedQuantity',
                'availableStock'
            ],
            description: '排序字段（materialCode 物料编码、demandQuantity 需求数量、demandDate 需求日期、requestedQuantity 已申请、orderedQuantity 已采购、receivedQuantity 已到货、issuedQuantity 已领用、availableStock 可用库存）；不传时按需求的录入顺序。'
        },
        sortOrder: {
            $ref: '#/components/schemas/SortOrder'
        }
    }
} as const;
