// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StockQuantitySchema = {
    type: 'number',
    description: 'A quantity of stock in the material\'s unit (decimals for KG and the like); zero and, in the ledger, negative amounts included.'
} as const;
