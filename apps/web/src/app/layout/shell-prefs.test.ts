import { describe, expect, it } from 'vitest';
import { storedSiderCollapsed } from './shell-prefs';

describe('storedSiderCollapsed', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it('remembers a collapsed menu, and opens it by default', () => {
    expect(storedSiderCollapsed(storage('true'))).toBe(true);
    expect(storedSiderCollapsed(storage('false'))).toBe(false);
    expect(storedSiderCollapsed(storage(null))).toBe(false);
  });
});
