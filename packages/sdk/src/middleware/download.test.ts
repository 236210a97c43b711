import { describe, expect, it } from 'vitest';
import { json, run, testCall, testRequest } from '../test/call';
import { recorder } from '../test/recorder';
import { downloadMiddleware } from './download';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff]);
const spreadsheet = (disposition?: string) =>
  new Response(BYTES, {
    headers: { 'content-type': XLSX, ...(disposition ? { 'content-disposition': disposition } : {}) },
  });

function setup(call = testCall(), url = 'http://api.test/api/workflow/process/export') {
  const seen = recorder();
  const middleware = downloadMiddleware({ save: seen.download });
  return {
    seen,
    call,
    respond: (response: Response) => run.onResponse(middleware, testRequest(url, {}, call), response),
  };
}

describe('downloadMiddleware (spec §7)', () => {
  it('resolves the call to the file, named from filename*, and saves it', async () => {
    const { seen, call, respond } = setup();
    await respond(spreadsheet("attachment; filename*=UTF-8''%E6%B5%81%E7%A8%8B%E5%88%97%E8%A1%A8.xlsx"));
    expect(call.settled).toBe(true);
    const file = call.result as { body: Blob; fileName: string };
    expect(file.fileName).toBe('流程列表.xlsx');
    expect(new Uint8Array(await file.body.arrayBuffer())).toEqual(BYTES);
    expect(seen.downloads).toEqual([{ fileName: '流程列表.xlsx', size: BYTES.length }]);
  });

  it('names a file without Content-Disposition 下载文档', async () => {
    const { call, respond } = setup();
    await respond(spreadsheet());
    expect(call.result).toMatchObject({ fileName: '下载文档' });
  });

  it('leaves the response alone when the URL says download=false', async () => {
    const { seen, call, respond } = setup(testCall(), 'http://api.test/api/file?download=false');
    await respond(spreadsheet());
    expect(call.settled).toBeUndefined();
    expect(seen.downloads).toEqual([]);
  });

  it('leaves JSON to the envelope rule', async () => {
    const { call, respond } = setup();
    await respond(json({ code: 200, message: 'ok', data: null }));
    expect(call.settled).toBeUndefined();
  });
});
