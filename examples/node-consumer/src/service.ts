// What another internal app does with the sdk on Node: log in, call the API, tell business errors from HTTP
// errors, save an export, and recover from a 401 (by hand, and with `reauthenticate`). No DOM: the token lives in
// the client (or comes from `auth`), notices are off, and every failure reaches us as a typed error that names
// the call for the log.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ApiBusinessError,
  type ApiClient,
  ApiConfigError,
  ApiHttpError,
  createApiClient,
} from '@backoffice/sdk';

/** What one run did, for the log and the test. */
export interface Report {
  user: string;
  pendingTitles: string[];
  pageTotal: number;
  businessError: { code: number; message: string };
  httpError: { status: number | undefined; message: string; developerMessage: string; operationId?: string };
  download: { path: string; bytes: number };
  unauthorized: { returnPath: string | undefined; recovered: boolean };
  /** A second client that logs in only when a call answers 401 (`reauthenticate`). */
  relogin: { nickname: string; logins: number; unauthorized: number };
  /** What `createApiClient` says without a base URL (an unset environment variable). */
  configError: string;
}

export async function runService(apiUrl: string, downloadDir: string): Promise<Report> {
  const unauthorized: (string | undefined)[] = [];
  const api = createApiClient({
    baseUrl: apiUrl,
    // No navigation on a server: note it, and log in again below.
    onUnauthorized: (returnPath) => void unauthorized.push(returnPath),
  });
  const credentials = { username: 'zhangwei', password: 'secret-1' };

  // 1. Log in: the client keeps the token the login answered (in memory on Node).
  const { user } = await api.login(credentials);

  // 2. Three operations of the contract, typed from it.
  const me = await api.GET('/api/auth/currentUser');
  const pending = await api.POST('/api/workflow/process/getAll', { body: { queryType: 'PENDING' } });
  const page = await api.POST('/api/workflow/process/getPage', {
    body: { pageNum: 1, pageSize: 10, queryType: 'PENDING' },
  });

  // 3. A business error (envelope code ≠ 200) and an HTTP error, told apart with instanceof.
  // `Prefer` asks the Prism mock for those answers.
  let businessError: Report['businessError'] | undefined;
  try {
    await api.PUT('/api/auth/password', {
      body: { oldPassword: 'wrong', newPassword: 'abcdef' },
      headers: { Prefer: 'example=businessError' },
    });
  } catch (error) {
    if (!(error instanceof ApiBusinessError)) throw error;
    businessError = { code: error.envelope.code, message: error.message };
  }
  let httpError: Report['httpError'] | undefined;
  try {
    await api.GET('/api/admin/role/getAll', { headers: { Prefer: 'code=500, example=serverError' } });
  } catch (error) {
    if (!(error instanceof ApiHttpError)) throw error;
    httpError = {
      status: error.status,
      message: error.message,
      developerMessage: error.developerMessage,
      operationId: error.operationId,
    };
  }

  // 4. An export: the file and its name from Content-Disposition.
  const file = await api.download('post', '/api/workflow/process/export', { body: { queryType: 'PENDING' } });
  await mkdir(downloadDir, { recursive: true });
  const path = join(downloadDir, file.fileName);
  await writeFile(path, Buffer.from(await file.body.arrayBuffer()));

  // 5. A 401 (the token expired): the sdk clears it and tells onUnauthorized; we log in again and go on.
  const expired = await api
    .GET('/api/auth/currentUser', { headers: { Prefer: 'code=401, example=unauthorized' } })
    .catch((error: unknown) => error);
  if (!(expired instanceof ApiHttpError) || expired.status !== 401) throw new Error('expected a 401');
  await api.login(credentials);
  const again = await api.GET('/api/auth/currentUser');

  // 6. The recipe for a service: `reauthenticate` logs in when a call answers 401 and the call is retried once.
  // This client starts with no token at all, so its first call is refused.
  const relogin = { logins: 0, unauthorized: 0 };
  const service: ApiClient = createApiClient({
    baseUrl: apiUrl,
    onUnauthorized: () => void relogin.unauthorized++,
    reauthenticate: async () => {
      relogin.logins++;
      return (await service.login(credentials)).token;
    },
  });
  const [first, second] = await Promise.all([
    service.GET('/api/auth/currentUser'),
    service.GET('/api/auth/currentUser'),
  ]);

  // 7. No base URL on Node is a configuration error, not a network error: the first call says what to change.
  let configError = '';
  try {
    const unset = createApiClient({ baseUrl: process.env.BACKOFFICE_URL_THAT_IS_NOT_SET });
    await unset.GET('/api/auth/currentUser');
  } catch (error) {
    if (!(error instanceof ApiConfigError)) throw error;
    configError = error.message;
  }

  if (!businessError || !httpError) throw new Error('the mock answered no error');
  return {
    user: `${user.nickname} / ${me.nickname}`,
    pendingTitles: pending.map((process) => process.title),
    pageTotal: page.total,
    businessError,
    httpError,
    download: { path, bytes: file.body.size },
    unauthorized: { returnPath: unauthorized[0], recovered: unauthorized.length === 1 && again.id === me.id },
    relogin: { nickname: `${first.nickname} / ${second.nickname}`, ...relogin },
    configError,
  };
}
