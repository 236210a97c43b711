// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomPageRequestSchema = {
    type: 'object',
    description: 'Filters of BOM管理: keyword over the parent\'s code/name, the parent material, status, default.',
    additionalProperties: false,
    required: [
        'pageNum',
        'pageSize'
    ],
    properties: {
        pageNum: {
            type: 'integer',
            minimum: 1
        },
        pageSize: {
            type: 'integer',
            minimum: 1,
            maximum: 500
        },
        extensionQueries: {
            type: 'array',
            items: {
                $ref: '#/components/schemas/ExtensionQuery'
            }
        },
        keyword: {
            type: 'string'
        },
        parentMaterialId: {
            $ref: '#/components/schemas/Id'
        },
        status: {
            $ref: '#/components/schemas/BomStatus'
        },
        isDefault: {
            type: 'boolean'
        }
    }
} as const;
