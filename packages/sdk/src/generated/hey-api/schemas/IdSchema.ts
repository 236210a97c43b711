// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const IdSchema = {
    type: 'string',
    description: 'Generated ids are UUIDs without dashes (spec §3).',
    pattern: '^[0-9a-f]{32}$',
    examples: [
        '3f2b8c1e9d7a4b6c8e0f1a2b3c4d5e6f'
    ]
} as const;
