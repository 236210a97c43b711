// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DateSchema = {
    type: 'string',
    description: 'A calendar date, `YYYY-MM-DD`.',
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    examples: [
        '2026-12-05'
    ]
} as const;
