import type { HttpMethod } from '@backoffice/sdk';
import { readSessionCache, writeSessionCache } from './session-cache';

/**
 * What the opening of a URL asked the server for on its last visit (issue 26): the next visit of the same URL
 * sends these calls ahead at its start (first-calls.ts), before React has drawn the layout and the screen that
 * will ask for them, so a deep link's list (and what it waited on: the project an execution screen shows) is on
 * the line with the menu rather than a render or two after it. Only queries are kept, up to the list's first
 * answer (record-opening-calls.ts), per user and cleared at logout (session-cache.ts); the most recent URLs, and
 * the first calls of each.
 */
export interface OpeningCall {
  method: HttpMethod;
  path: string;
  params?: unknown;
  body?: unknown;
}

const NAME = 'openingCalls';
export const KEPT_URLS = 20;
export const CALLS_PER_URL = 12;

/** The URLs kept, the most recent first, each with its calls. */
type Kept = [url: string, calls: OpeningCall[]][];

const METHODS: readonly string[] = ['get', 'post', 'put', 'delete'] satisfies HttpMethod[];
const isCall = (call: Partial<OpeningCall> | null): call is OpeningCall =>
  typeof call?.path === 'string' && METHODS.includes(call.method as string);

function keptUrls(): Kept {
  const kept = readSessionCache<unknown>(NAME);
  return Array.isArray(kept) ? kept.filter((entry): entry is Kept[number] => Array.isArray(entry?.[1])) : [];
}

/** The calls the opening of `url` asked for on its last visit (none when unknown or unreadable). */
export function openingCallsOf(url: string): OpeningCall[] {
  return (keptUrls().find(([kept]) => kept === url)?.[1] ?? []).filter(isCall).slice(0, CALLS_PER_URL);
}

/** Keeps `calls` as what the opening of `url` asked for, in place of what it asked for before. */
export function keepOpeningCalls(url: string, calls: readonly OpeningCall[]): void {
  const others = keptUrls().filter(([kept]) => kept !== url);
  const entry: Kept[number] = [url, calls.slice(0, CALLS_PER_URL)];
  writeSessionCache<Kept>(NAME, [entry, ...others].slice(0, KEPT_URLS));
}
