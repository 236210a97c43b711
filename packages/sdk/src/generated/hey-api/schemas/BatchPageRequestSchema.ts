// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchPageRequestSchema = {
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
        ids: {
            type: 'array',
            maxItems: 500,
            items: {
                $ref: '#/components/schemas/Id'
            },
            description: 'Only these batches (打印批次标签).'
        },
        batchNo: {
            type: 'string'
        },
        keyword: {
            type: 'string',
            description: 'Part of the material\'s code or name.'
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        supplierId: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/BatchStatus'
        },
        inDateFrom: {
            $ref: '#/components/schemas/Date'
        },
        inDateTo: {
            $ref: '#/components/schemas/Date'
        },
        expiryFrom: {
            $ref: '#/components/schemas/Date'
        },
        expiryTo: {
            $ref: '#/components/schemas/Date'
        },
        expiringWithinDays: {
            type: 'integer',
            minimum: 1,
            maximum: 365,
            description: '临期 — batches in stock whose expiry date is within this many days from today.'
        }
    }
} as const;
