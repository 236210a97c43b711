// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const TaxRateSchema = {
    type: 'integer',
    description: '税率 in percent (13 means 13 %); the VAT rates in use are 13, 9, 6, 3, 1 and 0.',
    minimum: 0,
    maximum: 100
} as const;
