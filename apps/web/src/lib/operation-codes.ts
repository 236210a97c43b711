import type { Schema } from '@backoffice/sdk';

/** Every operation code of the product, declared once in the contract (`OperationCode`, one enum per module). */
export type OperationCode = Schema<'OperationCode'>;

/**
 * A screen's operation codes by action, e.g. `operationCodes({ add: 'system:user:add' })`: each must be a code
 * the contract declares, so a typo or a code nobody grants fails the type check instead of disabling a button
 * for everyone.
 */
export const operationCodes = <const Codes extends Record<string, OperationCode>>(codes: Codes): Codes =>
  codes;
