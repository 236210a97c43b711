// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchDetailSchema = {
    type: 'object',
    description: 'A batch with its stock by location and its trace (追溯) to where it came from and where it went.',
    additionalProperties: false,
    required: [
        'batch',
        'stock',
        'trace'
    ],
    properties: {
        batch: {
            $ref: '#/components/schemas/Batch'
        },
        stock: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: [
                    'locationId',
                    'locationCode',
                    'warehouseName',
                    'quantity',
                    'reserved'
                ],
                properties: {
                    locationId: {
                        $ref: '#/components/schemas/Id'
                    },
                    locationCode: {
                        type: 'string'
                    },
                    warehouseName: {
                        type: 'string'
                    },
                    quantity: {
                        $ref: '#/components/schemas/StockQuantity'
                    },
                    reserved: {
                        $ref: '#/components/schemas/StockQuantity'
                    }
                }
            }
        },
        trace: {
            type: 'object',
            additionalProperties: false,
            required: [
                'upstream',
                'downstream'
            ],
            properties: {
                supplier: {
                    oneOf: [
                        {
                            type: 'object',
                            additionalProperties: false,
                            required: [
                                'id',
                                'name'
                            ],
                            properties: {
                                id: {
                                    $ref: '#/components/schemas/Id'
                                },
                                name: {
                                    type: 'string'
                                },
                                code: {
                                    type: 'string'
                                }
                            }
                        },
                        {
                            type: 'null'
                        }
                    ]
                },
                upstream: {
                    type: 'array',
                    description: 'Where it came from, first the purchase order, then the stock-in document.',
                    items: {
                        $ref: '#/components/schemas/DocLink'
                    }
                },
                downstream: {
                    type: 'array',
                    description: 'The documents it left by, with how much each took.',
                    items: {
                        type: 'object',
                        additionalProperties: false,
                        required: [
                            'doc',
                            'quantity',
                            'date'
                        ],
                        properties: {
                            doc: {
                                $ref: '#/components/schemas/DocLink'
                            },
                            quantity: {
                                $ref: '#/components/schemas/StockQuantity'
                            },
                            date: {
                                $ref: '#/components/schemas/Date'
                            },
                            projectName: {
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
