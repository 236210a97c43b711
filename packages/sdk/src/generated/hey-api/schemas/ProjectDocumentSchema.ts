// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectDocumentSchema = {
    type: 'object',
    description: 'A document of another module linked to the project (read-only), in that module\'s words.',
    additionalProperties: false,
    required: [
        'id',
        'type',
        'docType',
        'docNo',
        'title',
        'statusText',
        'date',
        'open'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        type: {
            $ref: '#/components/schemas/DocumentType'
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
        },
        open: {
            type: 'boolean',
            description: 'Whether the document is still open (not finished, closed, cancelled or voided): a project with an open document is not completed (完成 is refused, naming them).'
        }
    }
} as const;
