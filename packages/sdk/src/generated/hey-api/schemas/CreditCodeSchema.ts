// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const CreditCodeSchema = {
    type: 'string',
    description: '统一社会信用代码 (GB 32100-2015): 18 characters of 0-9 and A-Z without I, O, Z, S, V; the last one is the check character computed from the first 17 (the server and the form both verify it).',
    pattern: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$'
} as const;
