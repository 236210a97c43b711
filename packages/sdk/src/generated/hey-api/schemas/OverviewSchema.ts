// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const OverviewSchema = {
    type: 'object',
    description: 'The KPIs of screens.md §8 for a warehouse (or all) and the trend of the date range (30 days by default).',
    additionalProperties: false,
    required: [
        'today',
        'kpis',
        'trend',
        'byWarehouse'
    ],
    properties: {
        today: {
            $ref: '#/components/schemas/Date'
        },
        kpis: {
            type: 'object',
            additionalProperties: false,
            required: [
                'skuCount',
                'totalQuantity',
                'totalAmount',
                'todayIn',
                'todayOut',
                'pendingIn',
                'pendingOut',
                'belowSafety',
                'aboveMax',
                'expiringBatches',
                'expiredBatches',
                'occupiedLocations',
                'totalLocations'
            ],
            properties: {
                skuCount: {
                    type: 'integer',
                    minimum: 0,
                    description: '物料种类数 in stock'
                },
                totalQuantity: {
                    $ref: '#/components/schemas/StockQuantity'
                },
                totalAmount: {
                    type: 'number'
                },
                todayIn: {
                    $ref: '#/components/schemas/DocCountQuantity'
                },
                todayOut: {
                    $ref: '#/components/schemas/DocCountQuantity'
                },
                pendingIn: {
                    type: 'integer',
                    minimum: 0,
                    description: '待执行入库单'
                },
                pendingOut: {
                    type: 'integer',
                    minimum: 0,
                    description: '待执行出库单'
                },
                belowSafety: {
                    type: 'integer',
                    minimum: 0
                },
                aboveMax: {
                    type: 'integer',
                    minimum: 0
                },
                expiringBatches: {
                    type: 'integer',
                    minimum: 0,
                    description: '临期 (within 30 days)'
                },
                expiredBatches: {
                    type: 'integer',
                    minimum: 0
                },
                occupiedLocations: {
                    type: 'integer',
                    minimum: 0
                },
                totalLocations: {
                    type: 'integer',
                    minimum: 0
                }
            }
        },
        trend: {
            type: 'array',
            description: 'One point a day of the range, oldest first (ledger entries and quantities in and out).',
            items: {
                type: 'object',
                additionalProperties: false,
                required: [
                    'date',
                    'inCount',
                    'outCount',
                    'inQuantity',
                    'outQuantity'
                ],
                properties: {
                    date: {
                        $ref: '#/components/schemas/Date'
                    },
                    inCount: {
                        type: 'integer',
                        minimum: 0
                    },
                    outCount: {
                        type: 'integer',
                        minimum: 0
                    },
                    inQuantity: {
                        $ref: '#/components/schemas/StockQuantity'
                    },
                    outQuantity: {
                        $ref: '#/components/schemas/StockQuantity'
                    }
                }
            }
        },
        byWarehouse: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: [
                    'warehouseId',
                    'warehouseName',
                    'quantity',
                    'amount',
                    'skuCount'
                ],
                properties: {
                    warehouseId: {
                        $ref: '#/components/schemas/Id'
                    },
                    warehouseName: {
                        type: 'string'
                    },
                    quantity: {
                        $ref: '#/components/schemas/StockQuantity'
                    },
                    amount: {
                        type: 'number'
                    },
                    skuCount: {
                        type: 'integer',
                        minimum: 0
                    }
                }
            }
        }
    }
} as const;
