import type { Schema } from '@backoffice/sdk';
import { canOpen } from '../../lib/access';

type ProcessRecord = Schema<'ProcessRecord'>;

/** How many items a home card lists (screens.md §1: the 5 latest). */
export const HOME_LIST_SIZE = 5;

/** The latest to-dos first: by when the task reached me, else when the process started. */
export function latestFirst(processes: readonly ProcessRecord[], count = HOME_LIST_SIZE): ProcessRecord[] {
  const reached = (process: ProcessRecord) => process.arriveTime ?? process.startTime;
  return [...processes].sort((a, b) => reached(b).localeCompare(reached(a))).slice(0, count);
}

/** A home card, shown when the user may open the screen it summarises (its 查看全部). */
export interface HomeCardEntry {
  key: string;
  /** The screen behind the card, from the route table; a card without one is for everyone. */
  path?: string;
}

/** The cards this user sees: those whose screen they may open (spec §6 menu permissions), in the given order. */
export function visibleCards<Card extends HomeCardEntry>(
  cards: readonly Card[],
  allowed: ReadonlySet<string>,
): Card[] {
  return cards.filter((card) => card.path === undefined || canOpen(card.path, allowed));
}
