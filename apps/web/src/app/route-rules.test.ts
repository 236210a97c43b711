import { describe, expect, it } from 'vitest';
import { routeProblems } from './route-rules';
import type { AppRoute } from './routes';

const load = async () => ({ default: () => null });
const screen = (path: string, label: string, name = path.slice(1).replaceAll('/', '-')): AppRoute => ({
  path,
  label,
  screen: { name, load },
});
/** A table as routes.tsx writes it: one group of two screens and a top screen. */
const table = (change: (routes: AppRoute[]) => void = () => {}) => {
  const routes: AppRoute[] = [
    {
      path: '/stock',
      label: '库存',
      icon: 'icon',
      redirect: '/stock/list',
      children: [screen('/stock/list', '库存列表'), screen('/stock/check', '盘点')],
    },
    { ...screen('/me', '个人中心'), icon: 'icon' },
  ];
  change(routes);
  return routes;
};
const PATHS = ['/stock', '/stock/list', '/stock/check', '/me'];
const group = (routes: AppRoute[]) => routes[0] as AppRoute & { children: AppRoute[] };
const child = (routes: AppRoute[], index: number) => group(routes).children[index] as AppRoute;

describe('routeProblems', () => {
  it('finds nothing in a table as routes.tsx writes it', () => {
    expect(routeProblems(table(), PATHS)).toEqual([]);
  });

  it.each<[string, (routes: AppRoute[]) => void, string]>([
    [
      'a screen without a menu label',
      (r) => Object.assign(child(r, 1), { label: '' }),
      '/stock/check: no Chinese menu label ("")',
    ],
    [
      'a label not in Chinese',
      (r) => Object.assign(child(r, 1), { label: 'Check' }),
      '/stock/check: no Chinese menu label ("Check")',
    ],
    [
      'two siblings with one label',
      (r) => Object.assign(child(r, 1), { label: '库存列表' }),
      "/stock/check: its label 库存列表 is a sibling's too",
    ],
    [
      'a path not in PATHS',
      (r) => Object.assign(child(r, 1), { path: '/stock/count' }),
      '/stock/count: not a path of PATHS',
    ],
    [
      'a screen outside its group',
      (r) => group(r).children.push(screen('/me', '我的', 'me2')),
      '/me: not under its group /stock',
    ],
    [
      'a group opening another screen',
      (r) => Object.assign(group(r), { redirect: '/stock/check' }),
      '/stock: a group must open its first screen /stock/list, not /stock/check',
    ],
    [
      'a group without a redirect',
      (r) => Object.assign(group(r), { redirect: undefined }),
      '/stock: a group must open its first screen /stock/list, not undefined',
    ],
    [
      'a screen that is not lazy',
      (r) => Object.assign(child(r, 1), { screen: undefined }),
      '/stock/check: no lazy screen',
    ],
    [
      'two screens in one chunk',
      (r) => Object.assign(child(r, 1), { screen: { name: 'stock-list', load } }),
      "/stock/check: chunk name stock-list is /stock/list's too",
    ],
    [
      'a top entry without an icon',
      (r) => Object.assign(r[1] as AppRoute, { icon: undefined }),
      '/me: a top entry without a menu icon',
    ],
  ])('fails %s', (_, change, problem) => {
    expect(routeProblems(table(change), PATHS)).toContain(problem);
  });

  it('fails a path of PATHS that has no entry, and one with two', () => {
    expect(routeProblems(table(), [...PATHS, '/stock/move'])).toEqual([
      '/stock/move: in PATHS without an entry',
    ]);
    const twice = table((r) => r.push({ ...screen('/me', '我的', 'me2'), icon: 'icon' }));
    expect(routeProblems(twice, PATHS)).toEqual(['/me: 2 entries']);
  });
});
