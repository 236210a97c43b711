/**
 * Calls sent ahead (issue 26). At a deep link's start, before React has drawn anything, the app sends the calls its
 * layout and screen are going to make (first-calls.ts); the answer of each is kept for that same call, which then
 * takes it instead of going out again. The same call is the same method, URL, body and authorization. An answer is
 * taken once, and only during the visit's opening ({@link watchOpening}); after it, every call goes out as usual and
 * the answers nobody took are dropped. A call sent ahead shows nothing and decides nothing: the call that takes its
 * answer reads it as its own (its notices, its 401, its business error, its abort).
 */

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The header marking a call sent ahead, between the sender and this fetch: taken off before the call goes out. */
export const AHEAD_HEADER = 'x-sent-ahead';

/** How long a visit's opening lasts at most: a deep link's screen has asked for its data well before. */
export const OPENING_MS = 10_000;

/** The opening of a visit: from the app's start to the user's first press of a key or a pointer, or OPENING_MS. */
export interface Opening {
  /** The URL the visit opened at (its hash: `#/purchase/order?status=2`). */
  url: string;
  isOpen: () => boolean;
  /** Calls `listener` once, when the opening ends (at once if it has). */
  onClose: (listener: () => void) => void;
}

/** An opening already over: where there is no window (the login page prerendered at build time). */
export const NO_OPENING: Opening = { url: '', isOpen: () => false, onClose: (listener) => listener() };

/** What ends the opening: the user's first press of a key or a pointer. */
const INPUTS = ['pointerdown', 'keydown'] as const;

/** Watches the opening of the visit at `url` in `target` (the window). */
export function watchOpening(target: EventTarget, url: string, ms = OPENING_MS): Opening {
  let open = true;
  const listeners: (() => void)[] = [];
  const close = () => {
    if (!open) return;
    open = false;
    clearTimeout(timer);
    for (const type of INPUTS) target.removeEventListener(type, close, true);
    for (const listener of listeners.splice(0)) listener();
  };
  for (const type of INPUTS) target.addEventListener(type, close, true);
  const timer = setTimeout(close, ms);
  return {
    url,
    isOpen: () => open,
    onClose: (listener) => (open ? listeners.push(listener) : listener()),
  };
}

const callKey = (url: string, init: RequestInit, headers: Headers) =>
  JSON.stringify([
    init.method ?? 'GET',
    url,
    headers.get('authorization'),
    typeof init.body === 'string' ? init.body : null,
  ]);

/** `answer`, unless `signal` aborts first: then its reason, as fetch would reject. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The sdk's `fetch` with calls sent ahead: a call marked with {@link AHEAD_HEADER} goes out and its answer is kept;
 * the same call made during `opening` takes it. `base` is looked up at each call (tests replace the global fetch).
 */
export function fetchWithCallsAhead(base: () => Fetch, opening: Opening): Fetch {
  const kept = new Map<string, Promise<Response>>();
  opening.onClose(() => kept.clear());
  return (url, init) => {
    const headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    const key = callKey(url, init, headers);
    if (headers.has(AHEAD_HEADER)) {
      headers.delete(AHEAD_HEADER);
      if (!opening.isOpen()) return base()(url, { ...init, headers });
      const sent = kept.get(key) ?? base()(url, { ...init, headers });
      // Each reader its own body: the taker's copy is made (this callback is registered first) before the sender
      // reads the answer itself.
      const copy = sent.then((response) => response.clone());
      copy.catch(() => {}); // a failure is the taker's to read, not an unhandled rejection
      kept.set(key, copy);
      return sent;
    }
    const answer = opening.isOpen() ? kept.get(key) : undefined;
    if (!answer) return base()(url, init);
    kept.delete(key);
    return untilAborted(answer, init.signal);
  };
}
