// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.
/** Headers the contract fixes to one value, by `method path`: the sdk sends them on every such call. */
export const CONSTANT_HEADERS = {
  'post /api/workflow/process/getPage': { "showdetails": "true" },
} as const;

export type ConstantHeaders = typeof CONSTANT_HEADERS;
