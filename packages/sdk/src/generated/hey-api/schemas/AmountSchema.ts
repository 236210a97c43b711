// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AmountSchema = {
    type: 'number',
    description: 'An amount in yuan carried as a number (预算, 参考成本): not negative, at most two decimals and below 10^12 (at most 999,999,999,999.99). The two decimals are the parser\'s rule on the client: `multipleOf: 0.01` is not used, as binary floating point makes it refuse amounts like 0.07.',
    minimum: 0,
    maximum: 999999999999.99
} as const;
