import type { Schema } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { latestFirst, visibleCards } from './home-rules';

const process = (id: string, startTime: string, arriveTime: string | null) =>
  ({ id, startTime, arriveTime }) as Schema<'ProcessRecord'>;

describe('latestFirst', () => {
  it('orders by when the task reached me, newest first, and keeps five', () => {
    const list = Array.from({ length: 7 }, (_, i) =>
      process(`p${i}`, '2026-11-01 08:00:00', `2026-11-2${i} 09:00:00`),
    );
    expect(latestFirst(list).map((p) => p.id)).toEqual(['p6', 'p5', 'p4', 'p3', 'p2']);
  });

  it('falls back to the start time when the task has no arrival', () => {
    const list = [
      process('older', '2026-11-20 10:00:00', null),
      process('newer', '2026-11-19 10:00:00', '2026-11-23 09:00:00'),
    ];
    expect(latestFirst(list).map((p) => p.id)).toEqual(['newer', 'older']);
  });
});

describe('visibleCards', () => {
  const cards = [
    { key: 'todo', path: '/workspace/todo' },
    { key: 'myApply', path: '/workspace/myapply' },
    { key: 'notices' },
  ];

  it('shows the cards of the screens the user may open, and those tied to none', () => {
    expect(visibleCards(cards, new Set(['/workspace/todo'])).map((c) => c.key)).toEqual(['todo', 'notices']);
  });

  it('shows only the cards tied to no screen before any permission', () => {
    expect(visibleCards(cards, new Set()).map((c) => c.key)).toEqual(['notices']);
  });
});
