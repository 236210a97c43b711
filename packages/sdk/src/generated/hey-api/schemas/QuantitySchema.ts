// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const QuantitySchema = {
    type: 'number',
    description: 'A quantity in the material\'s unit (decimals for KG and the like).'
} as const;
