type OperationIds = Readonly<Record<string, string>>;
let operationIds: Promise<OperationIds | undefined> | undefined;

/**
 * The contract's operationId of `method path`, for an error. The map of every operation (2 KB gzip) is loaded
 * on the first failure, not with the entry: the entry's budget is 7.5 KB gzip (DESIGN.md §5), and an app that
 * uses `@backoffice/sdk/query` has it already. Undefined when the map cannot be loaded (a browser offline, with
 * the chunk not yet fetched); the next failure tries again.
 */
export function lookUpOperationId(method: string, path: string): Promise<string | undefined> {
  operationIds ??= import('./generated/operations').then(
    (module) => module.OPERATION_IDS as OperationIds,
    () => {
      operationIds = undefined;
      return undefined;
    },
  );
  return operationIds.then((ids) => ids?.[`${method.toLowerCase()} ${path}`]);
}
