// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const OperationCodeSchema = {
    description: 'Every operation code of the product (spec §6), named `<module>:<entity>:<action>`, declared once per module: a new module adds its own enum here (MaterialOperationCode …). A menu\'s F (button) entries carry these codes and getOperationPermissionsByTokenAndUrl answers them; the lint rule backoffice/operation-codes holds the examples to this list. `x-restrictive` on a module enum lists the codes that take something away from whoever holds them, which the administrator therefore does not hold.',
    anyOf: [
        {
            $ref: '#/components/schemas/ExtensionOperationCode'
        },
        {
            $ref: '#/components/schemas/AdminOperationCode'
        },
        {
            $ref: '#/components/schemas/WorkflowOperationCode'
        },
        {
            $ref: '#/components/schemas/PurchaseOperationCode'
        },
        {
            $ref: '#/components/schemas/MaterialOperationCode'
        },
        {
            $ref: '#/components/schemas/ProjectOperationCode'
        },
        {
            $ref: '#/components/schemas/WarehouseOperationCode'
        }
    ]
} as const;
