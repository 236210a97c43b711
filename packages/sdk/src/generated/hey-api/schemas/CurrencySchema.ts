// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CurrencySchema = {
    type: 'string',
    description: '币种, ISO 4217 (CNY 人民币).',
    pattern: '^[A-Z]{3}$',
    default: 'CNY'
} as const;
