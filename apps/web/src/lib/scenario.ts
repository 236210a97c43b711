/**
 * Development only: the Prism scenario a developer picked for each request group, sent as the `Prefer` header so
 * 401/403/500/business-error/empty/restricted flows can be seen offline. Never part of a production build: the
 * only importers are behind `import.meta.env.DEV`.
 */
export const SCENARIOS = {
  none: { label: '正常', prefer: undefined },
  unauthorized: { label: '401 未登录', prefer: 'code=401, example=unauthorized' },
  forbidden: { label: '403 授权过期', prefer: 'code=403, example=forbidden' },
  serverError: { label: '500 服务器错误', prefer: 'code=500, example=serverError' },
  businessError: { label: '业务错误', prefer: 'example=businessError' },
  empty: { label: '空数据', prefer: 'example=empty' },
  restricted: { label: '受限权限', prefer: 'example=restricted' },
} as const;
export type ScenarioName = keyof typeof SCENARIOS;

export const REQUEST_GROUPS = {
  menus: { label: '菜单权限', matches: (path: string) => path.includes('/getMenuPermissionsByToken') },
  operations: {
    label: '操作权限',
    matches: (path: string) => path.includes('/getOperationPermissionsByTokenAndUrl'),
  },
  workflow: { label: '流程', matches: (path: string) => path.startsWith('/api/workflow/') },
  other: { label: '其他', matches: () => true },
} as const;
export type RequestGroup = keyof typeof REQUEST_GROUPS;

const STORAGE_KEY = 'dev:scenarios';

export function loadScenarios(): Partial<Record<RequestGroup, ScenarioName>> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
}

export function saveScenarios(scenarios: Partial<Record<RequestGroup, ScenarioName>>): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(scenarios));
}

/**
 * A call that changes data: PUT, PATCH or DELETE, or a POST that neither queries (`get…`) nor exports. A business
 * error fails only these, so a screen still opens under that scenario and its failing action can be tried.
 */
export function isWriteCall(method: string, path: string): boolean {
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD') return false;
  if (verb !== 'POST') return true;
  const action = path.split('/').filter(Boolean).at(-1) ?? '';
  return !/^get/i.test(action) && action !== 'export';
}

/** The Prefer header for a request, from the first group that matches its path. */
export function preferFor(method: string, path: string, scenarios = loadScenarios()): string | undefined {
  const group = (Object.keys(REQUEST_GROUPS) as RequestGroup[]).find((name) =>
    REQUEST_GROUPS[name].matches(path),
  );
  const scenario = group ? (scenarios[group] ?? 'none') : 'none';
  if (scenario === 'businessError' && !isWriteCall(method, path)) return undefined;
  return SCENARIOS[scenario].prefer;
}

/** A fetch that adds the chosen scenario's Prefer header, read at each call: a change applies to the next call. */
export const scenarioFetch: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  const prefer = preferFor(request.method, new URL(request.url).pathname);
  if (prefer && !request.headers.has('Prefer')) request.headers.set('Prefer', prefer);
  return fetch(request);
};

/** Where the mock returns this browser's sandbox to the contract's examples (memory mode; apps/mock's RESET_PATH). */
export const MOCK_RESET_PATH = '/__mock/reset';

/**
 * 重置演示数据: everything created, changed or deleted against the mock that remembers goes back to the contract's
 * examples. `examples` when the mock runs in example mode, which keeps nothing and has nothing to reset.
 */
export async function resetDemoData(fetcher: typeof fetch = fetch): Promise<'reset' | 'examples'> {
  const response = await fetcher(MOCK_RESET_PATH, { method: 'POST' });
  if (response.ok) return 'reset';
  if (response.status === 404) return 'examples';
  throw new Error(`演示数据未能重置（HTTP ${response.status}）`);
}
