// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocInputSchema = {
    type: 'object',
    description: 'A draft document as saved; without id a new 草稿. Only a 草稿 can be saved again.',
    additionalProperties: false,
    required: [
        'docType',
        'businessType',
        'warehouseId',
        'plannedDate',
        'lines'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        docType: {
            $ref: '#/components/schemas/WarehouseDocType'
        },
        businessType: {
            $ref: '#/components/schemas/StockBusinessType'
        },
        warehouseId: {
            $ref: '#/components/schemas/Id'
        },
        targetWarehouseId: {
            $ref: '#/components/schemas/NullableId',
            description: '调入仓库, required on a 调拨单 and different from its warehouseId (the 调出仓库): what 出库执行 takes out of the one is put into the other\'s 收货暂存 bin, as 调拨出 and 调拨入 entries. Null on every other document.'
        },
        plannedDate: {
            $ref: '#/components/schemas/Date'
        },
        source: {
            oneOf: [
                {
                    $ref: '#/components/schemas/DocLink'
                },
                {
                    type: 'null'
                }
            ]
        },
        supplierId: {
            $ref: '#/components/schemas/NullableId',
            description: '供应商 of a 入库单 from purchasing and of a 退货单 (退供应商, required there).'
        },
        projectId: {
            $ref: '#/components/schemas/NullableId'
        },
        deptName: {
            type: [
                'string',
                'null'
            ],
            maxLength: 50
        },
        remark: {
            type: [
                'string',
                'null'
            ],
            maxLength: 200
        },
        lines: {
            type: 'array',
            minItems: 1,
            maxItems: 200,
            items: {
                $ref: '#/components/schemas/WarehouseDocLineInput'
            }
        }
    }
} as const;
