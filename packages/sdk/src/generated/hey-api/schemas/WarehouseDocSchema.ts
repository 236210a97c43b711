// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'docNo',
        'docType',
        'businessType',
        'status',
        'warehouseId',
        'warehouseName',
        'plannedDate',
        'creator',
        'totalQuantity',
        'doneQuantity',
        'lineCount',
        'createTime'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        docNo: {
            type: 'string',
            description: '单据号'
        },
        docType: {
            $ref: '#/components/schemas/WarehouseDocType'
        },
        businessType: {
            $ref: '#/components/schemas/StockBusinessType'
        },
        status: {
            $ref: '#/components/schemas/DocumentStatus'
        },
        source: {
            oneOf: [
                {
                    $ref: '#/components/schemas/DocLink'
                },
                {
                    type: 'null'
                }
            ],
            description: '来源单号 (purchase order, project).'
        },
        reversalOf: {
            oneOf: [
                {
                    $ref: '#/components/schemas/DocLink'
                },
                {
                    type: 'null'
                }
            ],
            description: 'The document a 冲销 reverses.'
        },
        supplierId: {
            $ref: '#/components/schemas/NullableId'
        },
        supplierName: {
            type: [
                'string',
                'null'
            ]
        },
        deptName: {
            type: [
                'string',
                'null'
            ],
            description: '领用部门'
        },
        projectId: {
            $ref: '#/components/schemas/NullableId'
        },
        projectName: {
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
        targetWarehouseId: {
            $ref: '#/components/schemas/NullableId',
            description: '调入仓库 of a 调拨单 (its warehouseId is the 调出仓库); null on every other document.'
        },
        targetWarehouseName: {
            type: [
                'string',
                'null'
            ]
        },
        plannedDate: {
            $ref: '#/components/schemas/Date'
        },
        executedDate: {
            oneOf: [
                {
                    $ref: '#/components/schemas/Date'
                },
                {
                    type: 'null'
                }
            ]
        },
        creator: {
            type: 'string',
            description: '制单人'
        },
        auditor: {
            type: [
                'string',
                'null'
            ],
            description: '审核人'
        },
        totalQuantity: {
            $ref: '#/components/schemas/StockQuantity'
        },
        doneQuantity: {
            $ref: '#/components/schemas/StockQuantity'
        },
        lineCount: {
            type: 'integer',
            minimum: 0
        },
        remark: {
            type: [
                'string',
                'null'
            ]
        },
        createTime: {
            $ref: '#/components/schemas/DateTime'
        }
    }
} as const;
