// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MoneySchema = {
    type: 'string',
    description: 'An amount in yuan as a decimal string with at most two decimals ("86500.00"), not negative and below 10^12 (at most 999,999,999,999.99: twelve digits before the point): money never travels as a binary floating-point number, so no amount drifts on its way.',
    pattern: '^(0|[1-9]\\d{0,11})(\\.\\d{1,2})?$',
    examples: [
        '86500.00'
    ]
} as const;
