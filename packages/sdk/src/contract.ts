/**
 * `@backoffice/sdk/contract`: the development-time contract check. It validates every JSON response with the
 * zod schemas generated from the contract and reports mismatches. Import it only in development builds, e.g.
 * `contractCheck: import.meta.env.DEV ? (await import('@backoffice/sdk/contract')).createContractCheck() : undefined`,
 * so zod never reaches a production bundle.
 */
import type { ZodType } from 'zod';
import * as schemas from './generated/hey-api/zod.gen';
import { OPERATION_IDS } from './generated/operations';
import type { ContractCheck } from './middleware/envelope';

function schemaFor(method: string, path: string): ZodType | undefined {
  const operationId = (OPERATION_IDS as Record<string, string>)[`${method} ${path}`];
  if (!operationId) return undefined;
  const name = `z${operationId[0]?.toUpperCase()}${operationId.slice(1)}Response`;
  return (schemas as Record<string, ZodType>)[name];
}

/** Creates the check to pass as `createApiClient({ contractCheck })`. */
export function createContractCheck(): ContractCheck {
  return (method, path, status, body) => {
    const schema = schemaFor(method, path);
    if (!schema || status !== 200) return undefined;
    const result = schema.safeParse(body);
    if (result.success) return undefined;
    return {
      method: method.toUpperCase(),
      path,
      status,
      issues: result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`),
    };
  };
}
