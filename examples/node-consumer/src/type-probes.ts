// Type probes, compiled by `tsc` (never run): each `@ts-expect-error` line must stay an error, so a call the
// contract does not allow cannot compile in a consumer either. Compiled with nodenext, no DOM lib, strict and
// skipLibCheck false, like the rest of this project.
import { createApiClient, type DownloadedFile, type Schema } from '@backoffice/sdk';

const api = createApiClient({ auth: () => process.env.API_TOKEN });

export async function probes(): Promise<void> {
  const todos: Schema<'ProcessRecord'>[] = await api.POST('/api/workflow/process/getAll', {
    body: { queryType: 'PENDING' },
  });
  const file: DownloadedFile = await api.POST('/api/workflow/process/export', { body: {} });
  void todos;
  void file;

  // @ts-expect-error a body field the contract does not have
  await api.POST('/api/workflow/process/getAll', { body: { queryType: 'PENDING', status: 'OPEN' } });
  // @ts-expect-error a path the contract does not have
  await api.GET('/api/auth/currentUsr');
  // @ts-expect-error the approval's body is required
  await api.PUT('/api/workflow/processNode/approve');
  // @ts-expect-error a typo in a download path
  await api.download('post', '/api/workfow/process/export', { body: {} });
}
