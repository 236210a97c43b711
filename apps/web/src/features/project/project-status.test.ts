import { describe, expect, it } from 'vitest';
import { allowedTransitions, isDeletable, type ProjectStatus } from './project-status';

const offered = (status: ProjectStatus) => allowedTransitions(status).map((t) => `${t.action}→${t.to}`);

describe('the project status flow (screens.md §5)', () => {
  it.each<[ProjectStatus, string[]]>([
    ['NOT_STARTED', ['启动→IN_PROGRESS', '取消→CANCELLED']],
    ['IN_PROGRESS', ['暂停→PAUSED', '完成→COMPLETED']],
    ['PAUSED', ['恢复→IN_PROGRESS', '取消→CANCELLED']],
    ['COMPLETED', ['关闭→CLOSED']],
    ['CLOSED', []],
    ['CANCELLED', []],
  ])('from %s offers exactly %j', (status, expected) => {
    expect(offered(status)).toEqual(expected);
  });

  it('never goes back to 未开始', () => {
    const all: ProjectStatus[] = ['NOT_STARTED', 'IN_PROGRESS', 'PAUSED', 'COMPLETED', 'CLOSED', 'CANCELLED'];
    expect(all.flatMap((s) => allowedTransitions(s)).some((t) => t.to === 'NOT_STARTED')).toBe(false);
  });

  it('deletes only a project that has not started', () => {
    expect(isDeletable('NOT_STARTED')).toBe(true);
    expect(isDeletable('IN_PROGRESS')).toBe(false);
  });
});
