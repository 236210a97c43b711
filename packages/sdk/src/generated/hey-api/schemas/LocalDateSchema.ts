// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LocalDateSchema = {
    type: 'string',
    description: 'A calendar date, `YYYY-MM-DD`.',
    pattern: '^\\d{4}-\\d{2}-\\d{2}$'
} as const;
