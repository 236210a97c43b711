// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ExtensionOperationCodeSchema = {
    type: 'string',
    description: 'spec §6: DYNAMIC_EXTENSION (扩展字段) is always ignored by the column rule.',
    enum: [
        'DYNAMIC_EXTENSION'
    ]
} as const;
