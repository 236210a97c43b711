// Type probes: compiled by `pnpm typecheck`, never run. Each `@ts-expect-error` must stay an error: a call the
// contract does not allow has to fail to compile. The lines without one must keep compiling.
import type { QueryClient } from '@tanstack/react-query';
import {
  type ApiBusinessError,
  type BusinessErrorEnvelope,
  createApiClient,
  type DownloadedFile,
  isSuccessEnvelope,
  type Schema,
} from '../src/index';
import { apiMutationOptions, apiQueryOptions, operationKey } from '../src/query';

const api = createApiClient({ auth: 'Bearer probe' });
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T>(_value: T) => ({ is: <U>(_check: Equal<T, U>) => undefined });

export async function probes(queryClient: QueryClient) {
  // valid calls resolve to the operation's data
  const todos = await api.POST('/api/workflow/process/getAll', { body: { queryType: 'PENDING' } });
  expectType(todos).is<Schema<'ProcessRecord'>[]>(true);
  const user = await api.GET('/api/auth/currentUser');
  expectType(user.nickname).is<string>(true);

  // @ts-expect-error a body field the contract does not have
  await api.POST('/api/workflow/process/getAll', { body: { queryType: 'PENDING', queryTyp: 'x' } });
  // @ts-expect-error a wrong value for a body field
  await api.POST('/api/workflow/process/getAll', { body: { queryType: 'SOMETIMES' } });
  // @ts-expect-error a path the contract does not have
  await api.POST('/api/workfow/process/getAll', { body: { queryType: 'PENDING' } });
  // @ts-expect-error a required body left out
  await api.PUT('/api/workflow/processNode/approve');
  // @ts-expect-error no per-call middleware or fetch: nothing steps around the spec's rules
  await api.GET('/api/auth/currentUser', { middleware: [] });
  // @ts-expect-error the raw openapi-fetch client is not public
  api.client;

  // the contract's constant header is the sdk's job; sending the same value is still allowed
  await api.POST('/api/workflow/process/getPage', {
    body: { pageNum: 1, pageSize: 10, queryType: 'PENDING' },
  });
  await api.POST('/api/workflow/process/getPage', {
    params: { header: { showdetails: 'true' } },
    body: { pageNum: 1, pageSize: 10, queryType: 'PENDING' },
  });

  // raw: the whole envelope, business errors included
  const envelope = await api.PUT('/api/auth/password', {
    body: { oldPassword: 'a', newPassword: 'abcdef' },
    raw: true,
  });
  expectType(envelope.code).is<number>(true);
  // …narrowed by isSuccessEnvelope: typed data on success, the business error otherwise
  const login = await api.POST('/api/auth/login', { body: { username: 'u', password: 'p' }, raw: true });
  if (isSuccessEnvelope(login)) {
    expectType(login.code).is<200>(true);
    expectType(login.data.token).is<string>(true);
  } else {
    expectType(login).is<BusinessErrorEnvelope>(true);
    expectType(login.data).is<null>(true);
  }
  // @ts-expect-error without the guard `data` may be the business error's null
  login.data.token;

  // login takes per-call headers and options like any call, but not raw (it stores the token it answers)
  await api.login(
    { username: 'u', password: 'p' },
    { headers: { Prefer: 'example=admin' }, timeoutMs: 5_000 },
  );
  // @ts-expect-error login resolves to its result, never the raw envelope
  await api.login({ username: 'u', password: 'p' }, { raw: true });
  // @ts-expect-error the credentials are the body: no second one
  await api.login({ username: 'u', password: 'p' }, { body: { username: 'x', password: 'y' } });

  // files
  const file = await api.download('post', '/api/workflow/process/export', { body: { queryType: 'PENDING' } });
  expectType(file).is<DownloadedFile>(true);
  expectType(await api.POST('/api/workflow/process/export', { body: {} })).is<DownloadedFile>(true);
  // @ts-expect-error a typo in a download path
  await api.download('post', '/api/workfow/process/export', { body: {} });
  // @ts-expect-error download is for operations that answer a file
  await api.download('get', '/api/auth/currentUser');
  // @ts-expect-error the export's body is required by the contract
  await api.download('post', '/api/workflow/process/export');

  // errors carry the contract's business-error envelope
  const caught = {} as ApiBusinessError;
  expectType(caught.envelope.data).is<null>(true);

  // TanStack Query: literal keys, typed cache reads, init required where the operation requires it
  const options = apiQueryOptions(api, 'post', '/api/workflow/process/getAll', {
    body: { queryType: 'PENDING' },
  });
  expectType(options.queryKey[0]).is<'getAllProcesses'>(true);
  expectType(queryClient.getQueryData(options.queryKey)).is<Schema<'ProcessRecord'>[] | undefined>(true);
  apiQueryOptions(api, 'get', '/api/auth/currentUser');
  // @ts-expect-error the operation requires a body
  apiQueryOptions(api, 'post', '/api/workflow/process/getAll');
  // @ts-expect-error a body field the contract does not have
  apiQueryOptions(api, 'post', '/api/workflow/process/getAll', { body: { queryType: 'PENDING', extra: 1 } });
  expectType(operationKey('getAllProcesses')).is<readonly ['getAllProcesses']>(true);

  const approve = apiMutationOptions(api, 'put', '/api/workflow/processNode/approve');
  await approve.mutationFn?.(
    { body: { processId: 'p', nodeId: 'n', comment: '同意' } },
    {} as Parameters<NonNullable<typeof approve.mutationFn>>[1],
  );
}
