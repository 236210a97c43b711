import { describe, expect, it } from 'vitest';
import { closeDetailStep, OPENED_HERE, openDetailSearch } from './detail-history';

describe('a detail over a list, in history', () => {
  it('opens over the list, keeping its other parameters', () => {
    expect(openDetailSearch(new URLSearchParams('tab=cc'), 'processId', '2b3c').toString()).toBe(
      'tab=cc&processId=2b3c',
    );
    expect(openDetailSearch(new URLSearchParams('page=2'), 'detail', '7f11').toString()).toBe(
      'page=2&detail=7f11',
    );
  });

  it('steps back when this screen pushed the open, so Back cannot reopen it', () => {
    expect(closeDetailStep(new URLSearchParams('processId=2b3c'), 'processId', OPENED_HERE)).toEqual({
      kind: 'back',
    });
  });

  it.each([
    ['a link or a reload without state', null],
    ['another state', { from: 'home' }],
  ])('replaces the detail by its list for %s', (_, state) => {
    const step = closeDetailStep(new URLSearchParams('tab=cc&processId=2b3c'), 'processId', state);
    expect(step.kind).toBe('replace');
    expect(step.kind === 'replace' && step.search.toString()).toBe('tab=cc');
  });
});
