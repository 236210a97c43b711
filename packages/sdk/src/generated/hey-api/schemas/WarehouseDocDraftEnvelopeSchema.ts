// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocDraftEnvelopeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'code',
        'message',
        'data'
    ],
    properties: {
        code: {
            type: 'integer',
            const: 200
        },
        message: {
            $ref: '#/components/schemas/Message'
        },
        data: {
            type: 'object',
            additionalProperties: false,
            required: [
                'docType',
                'businessType',
                'warehouseId',
                'plannedDate',
                'lines'
            ],
            properties: {
                docType: {
                    $ref: '#/components/schemas/WarehouseDocType'
                },
                businessType: {
                    $ref: '#/components/schemas/StockBusinessType'
                },
                warehouseId: {
                    $ref: '#/components/schemas/Id'
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
                    $ref: '#/components/schemas/NullableId'
                },
                projectId: {
                    $ref: '#/components/schemas/NullableId'
                },
                deptName: {
                    type: [
                        'string',
                        'null'
                    ]
                },
                remark: {
                    type: [
                        'string',
                        'null'
                    ]
                },
                lines: {
                    type: 'array',
                    items: {
                        type: 'object',
                        additionalProperties: false,
                        required: [
                            'id',
                            'materialId',
                            'materialCode',
                            'materialName',
                            'spec',
                            'unit',
                            'expectedQuantity'
                        ],
                        properties: {
                            id: {
                                $ref: '#/components/schemas/Id'
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
                            expectedQuantity: {
                                type: 'number'
                            },
                            batchNo: {
                                type: [
                                    'string',
                                    'null'
                                ]
                            },
                            remark: {
                                type: [
                                    'string',
                                    'null'
                                ]
                            }
                        }
                    }
                }
            }
        }
    }
} as const;
