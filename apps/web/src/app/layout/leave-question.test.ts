// @vitest-environment happy-dom
import { registerUnsavedInput } from '@backoffice/ui-kit';
import { type Location, NavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../lib/route-paths';
import { asksBeforeLeaving } from './leave-question';

const at = (pathname: string, search = ''): Location => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: pathname,
});

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

type Navigation = [string, Location, Location, NavigationType];
const NAVIGATIONS: Navigation[] = [
  ['a menu item', at(PATHS.purchaseApply), at(PATHS.homePage), NavigationType.Push],
  ["the browser's back to another screen", at(PATHS.purchaseApply), at(PATHS.homePage), NavigationType.Pop],
  ["the browser's back within the screen", at(PATHS.todo, '?detail=1'), at(PATHS.todo), NavigationType.Pop],
];

describe('asksBeforeLeaving', () => {
  it.each(NAVIGATIONS)('asks before %s while a form holds input, and only then', (_, from, to, action) => {
    let typed = false;
    unregister = registerUnsavedInput(() => typed);
    expect(asksBeforeLeaving({ currentLocation: from, nextLocation: to, historyAction: action })).toBe(false);
    typed = true;
    expect(asksBeforeLeaving({ currentLocation: from, nextLocation: to, historyAction: action })).toBe(true);
  });

  it("lets the screen change its own search (a saved record's detail) and the way to the login page pass", () => {
    unregister = registerUnsavedInput(() => true);
    const request = at(PATHS.purchaseApply);
    const detail = at(PATHS.purchaseApply, '?detail=1');
    expect(
      asksBeforeLeaving({
        currentLocation: request,
        nextLocation: detail,
        historyAction: NavigationType.Push,
      }),
    ).toBe(false);
    expect(
      asksBeforeLeaving({
        currentLocation: request,
        nextLocation: at(PATHS.login),
        historyAction: NavigationType.Push,
      }),
    ).toBe(false);
  });
});
