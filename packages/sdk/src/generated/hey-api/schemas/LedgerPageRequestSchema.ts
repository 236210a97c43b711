// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LedgerPageRequestSchema = {
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
            description: 'Part of the material\'s code or name.'
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        warehouseId: {
            $ref: '#/components/schemas/Id'
        },
        locationId: {
            $ref: '#/components/schemas/Id'
        },
        batchId: {
            $ref: '#/components/schemas/Id'
        },
        batchNo: {
            type: 'string'
        },
        businessType: {
            $ref: '#/components/schemas/StockBusinessType'
        },
        direction: {
            $ref: '#/components/schemas/StockDirection'
        },
        docId: {
            $ref: '#/components/schemas/Id',
            description: 'The entries one document wrote.'
        },
        docNo: {
            type: 'string'
        },
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        operator: {
            type: 'string'
        },
        timeFrom: {
            $ref: '#/components/schemas/Date'
        },
        timeTo: {
            $ref: '#/components/schemas/Date'
        }
    }
} as const;
