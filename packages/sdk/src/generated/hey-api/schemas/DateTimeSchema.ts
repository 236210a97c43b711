// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const DateTimeSchema = {
    type: 'string',
    description: 'Local date-time, `YYYY-MM-DD HH:mm:ss`.',
    pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$'
} as const;
