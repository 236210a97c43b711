// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const QuantitySchema = {
    type: 'number',
    description: 'A quantity in the material\'s unit, greater than 0, at most three decimals (3.5 千克).',
    exclusiveMinimum: 0,
    maximum: 999999999
} as const;
