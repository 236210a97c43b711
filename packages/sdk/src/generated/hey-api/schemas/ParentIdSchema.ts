// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ParentIdSchema = {
    type: 'string',
    description: 'Parent of a tree item; the root parent id is "0" (spec §3).',
    pattern: '^(0|[0-9a-f]{32})$'
} as const;
