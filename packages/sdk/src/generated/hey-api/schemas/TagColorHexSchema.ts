// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const TagColorHexSchema = {
    type: 'string',
    description: '颜色 as `#rrggbb`.',
    pattern: '^#[0-9a-fA-F]{6}$'
} as const;
