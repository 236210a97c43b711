// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LedgerEntrySchema = {
    type: 'object',
    description: 'One executed line (screens.md §8): quantity is signed (入 +, 出 −) and balance is the material\'s stock in the warehouse after it. A reversal (REVERSAL) names the entry it reverses; entries are never deleted.',
    additionalProperties: false,
    required: [
        'id',
        'entryNo',
        'businessType',
        'direction',
        'materialId',
        'materialCode',
        'materialName',
        'spec',
        'unit',
        'warehouseId',
        'warehouseName',
        'locationId',
        'locationCode',
        'quantity',
        'balance',
        'sourceDoc',
        'operator',
        'occurredAt'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        entryNo: {
            type: 'string',
            description: '流水号'
        },
        businessType: {
            $ref: '#/components/schemas/StockBusinessType'
        },
        direction: {
            $ref: '#/components/schemas/StockDirection'
        },
        materialId: {
            $ref: '#/components/schemas/Id'
        },
        materialCode: {
            type: 'string'
        },
        materialName: {
            type: 'string'
        },
        spec: {
            type: [
                'string',
                'null'
            ]
        },
        unit: {
            type: 'string'
        },
        batchId: {
            $ref: '#/components/schemas/NullableId'
        },
        batchNo: {
            type: [
                'string',
                'null'
            ]
        },
        warehouseId: {
            $ref: '#/components/schemas/Id'
        },
        warehouseName: {
            type: 'string'
        },
        locationId: {
            $ref: '#/components/schemas/Id'
        },
        locationCode: {
            type: 'string'
        },
        quantity: {
            $ref: '#/components/schemas/StockQuantity'
        },
        balance: {
            $ref: '#/components/schemas/StockQuantity'
        },
        sourceDoc: {
            $ref: '#/components/schemas/DocLink'
        },
        reversalOf: {
            type: [
                'string',
                'null'
            ],
            description: 'The entry number this one reverses.'
        },
        projectId: {
            $ref: '#/components/schemas/NullableId',
            description: 'The project its document moved the stock for (a 入库单 from a project\'s order, a 领料出库单).'
        },
        projectName: {
            type: [
                'string',
                'null'
            ]
        },
        partnerName: {
            type: [
                'string',
                'null'
            ],
            description: '供应商 or 领用部门.'
        },
        operator: {
            type: 'string'
        },
        occurredAt: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
