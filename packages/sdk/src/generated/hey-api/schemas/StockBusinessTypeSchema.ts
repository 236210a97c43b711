// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StockBusinessTypeSchema = {
    type: 'string',
    'x-dict': 'stock_business_type',
    description: 'What moved the stock; REVERSAL (作废冲销) is the reversal of a completed document\'s entries.',
    enum: [
        'PURCHASE_IN',
        'OTHER_IN',
        'RETURN_IN',
        'TRANSFER_IN',
        'STOCKTAKE_GAIN',
        'ISSUE_OUT',
        'OTHER_OUT',
        'RETURN_TO_SUPPLIER',
        'TRANSFER_OUT',
        'STOCKTAKE_LOSS',
        'REVERSAL'
    ]
} as const;
