// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectDocumentSchema = {
    type: 'object',
    description: 'A document of another module linked to the project (read-only), in that module\'s words.',
    additionalProperties: false,
    required: [
        'id',
        'docType',
        'docNo',
        'title',
        'statusText',
        'date'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        docType: {
            type: 'string',
            description: '单据类型 (采购申请, 采购订单, 入库单, 出库单)'
        },
        docNo: {
            type: 'string'
        },
        title: {
            type: 'string'
        },
        statusText: {
            type: 'string'
        },
        date: {
            $ref: '#/components/schemas/LocalDate'
        }
    }
} as const;
