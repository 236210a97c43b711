// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const StockLevelSchema = {
    type: 'number',
    description: 'A stock level or capacity in the material\'s unit (安全库存, 最低库存, 最高库存, 容量): not negative, at most three decimals (the parser\'s rule on the client), at most the largest Quantity.',
    minimum: 0,
    maximum: 999999999
} as const;
