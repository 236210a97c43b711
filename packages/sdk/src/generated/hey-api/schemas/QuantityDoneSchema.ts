// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const QuantityDoneSchema = {
    type: 'number',
    description: 'A quantity already handled (ordered, received, returned); 0 when nothing yet.',
    minimum: 0,
    maximum: 999999999
} as const;
