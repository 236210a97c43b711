// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MessageSchema = {
    type: 'string',
    description: 'Human-readable result text, shown to the user on a business error.'
} as const;
