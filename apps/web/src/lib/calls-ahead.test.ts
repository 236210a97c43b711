import { afterEach, describe, expect, it, vi } from 'vitest';
import { AHEAD_HEADER, fetchWithCallsAhead, OPENING_MS, type Opening, watchOpening } from './calls-ahead';

const URL_ = 'https://erp.example.com/api/purchase/order/getPage';
const BODY = JSON.stringify({ pageNum: 1, pageSize: 10 });

/** The line: every call that goes out, and what each is answered. */
function line(answer = (n: number) => new Response(JSON.stringify({ code: 200, data: { n } }))) {
  const sent: { url: string; headers: Headers; body: unknown }[] = [];
  const base = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, headers: new Headers(init.headers), body: init.body });
    return answer(sent.length);
  });
  return { sent, base };
}

const init = ({
  ahead = false,
  auth = 'Bearer u1',
  body = BODY,
  signal,
}: Partial<{
  ahead: boolean;
  auth: string;
  body: string;
  signal: AbortSignal;
}> = {}): RequestInit => ({
  method: 'POST',
  headers: new Headers({ authorization: auth, ...(ahead ? { [AHEAD_HEADER]: '1' } : {}) }),
  body,
  signal,
});

const openFor = (target = new EventTarget(), ms = OPENING_MS) => watchOpening(target, '#/purchase/order', ms);

afterEach(() => vi.useRealTimers());

describe('calls sent ahead (issue 26: a deep link asks at its start, the screen takes the answer)', () => {
  it('gives the answer to the same call once: it goes out once, and the next one goes out itself', async () => {
    const { sent, base } = line();
    const fetch = fetchWithCallsAhead(() => base, openFor());
    const ahead = await fetch(URL_, init({ ahead: true }));
    const taken = await fetch(URL_, init());
    expect(sent).toHaveLength(1);
    // Both read the body: the sender's copy and the taker's are their own.
    expect(await ahead.json()).toEqual({ code: 200, data: { n: 1 } });
    expect(await taken.json()).toEqual({ code: 200, data: { n: 1 } });
    expect(await (await fetch(URL_, init())).json()).toEqual({ code: 200, data: { n: 2 } });
  });

  it('never sends its mark to the server', async () => {
    const { sent, base } = line();
    await fetchWithCallsAhead(() => base, openFor())(URL_, init({ ahead: true }));
    expect(sent[0]?.headers.has(AHEAD_HEADER)).toBe(false);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer u1');
  });

  it('gives nothing to another call: another body, URL or session asks the server', async () => {
    const { sent, base } = line();
    const fetch = fetchWithCallsAhead(() => base, openFor());
    await fetch(URL_, init({ ahead: true }));
    await fetch(URL_, init({ body: JSON.stringify({ pageNum: 2, pageSize: 10 }) }));
    await fetch(`${URL_}?x=1`, init());
    await fetch(URL_, init({ auth: 'Bearer u2' }));
    expect(sent).toHaveLength(4);
  });

  it('sends a call asked ahead twice once', async () => {
    const { sent, base } = line();
    const fetch = fetchWithCallsAhead(() => base, openFor());
    await Promise.all([fetch(URL_, init({ ahead: true })), fetch(URL_, init({ ahead: true }))]);
    expect(await (await fetch(URL_, init())).json()).toEqual({ code: 200, data: { n: 1 } });
    expect(sent).toHaveLength(1);
  });

  it('drops what nobody took once the user acts: the same call later asks the server', async () => {
    const { sent, base } = line();
    const window = new EventTarget();
    const fetch = fetchWithCallsAhead(() => base, openFor(window));
    await fetch(URL_, init({ ahead: true }));
    window.dispatchEvent(new Event('pointerdown'));
    await fetch(URL_, init());
    expect(sent).toHaveLength(2);
    // and a call sent ahead after the opening is just a call
    await fetch(URL_, init({ ahead: true }));
    await fetch(URL_, init());
    expect(sent).toHaveLength(4);
  });

  it('gives a failure to the taker, as its own, and not to the page as an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const base = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const fetch = fetchWithCallsAhead(() => base, openFor());
    await expect(fetch(URL_, init({ ahead: true }))).rejects.toThrow('Failed to fetch');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(fetch(URL_, init())).rejects.toThrow('Failed to fetch');
    expect(base).toHaveBeenCalledTimes(1);
  });

  it("lets the taker's abort end its wait, as fetch would", async () => {
    let answer: (response: Response) => void = () => {};
    const base = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const fetch = fetchWithCallsAhead(() => base, openFor());
    void fetch(URL_, init({ ahead: true }));
    await Promise.resolve();
    const controller = new AbortController();
    const taken = fetch(URL_, init({ signal: controller.signal }));
    controller.abort(new DOMException('离开了页面', 'AbortError'));
    await expect(taken).rejects.toThrow('离开了页面');
    answer(new Response('{}'));
  });
});

describe('the opening of a visit', () => {
  const ends = (opening: Opening) => {
    const listener = vi.fn();
    opening.onClose(listener);
    return listener;
  };

  it.each(['pointerdown', 'keydown'])('ends at the first %s, once', (type) => {
    const window = new EventTarget();
    const opening = openFor(window);
    const ended = ends(opening);
    expect(opening.isOpen()).toBe(true);
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event(type));
    expect(opening.isOpen()).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);
    // a listener that comes after the end is called at once
    expect(ends(opening)).toHaveBeenCalledTimes(1);
  });

  it('ends by itself after OPENING_MS', () => {
    vi.useFakeTimers();
    const opening = openFor();
    const ended = ends(opening);
    vi.advanceTimersByTime(OPENING_MS - 1);
    expect(opening.isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(opening.isOpen()).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
