import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DictTag } from './dict';
import { saveSession } from './session';
import { readSessionCache, writeSessionCache } from './session-cache';

/** 进行中 of project_status, as the server holds it. */
const IN_PROGRESS = vi.hoisted(() => ({
  id: 'a',
  dictType: 'project_status',
  label: '进行中',
  value: 'IN_PROGRESS',
  sort: 2,
  tagColor: 'primary' as const,
  isDefault: false,
  status: 'ENABLED' as const,
  remark: null,
}));

vi.mock('./api', () => ({
  api: {
    GET: async () => [
      IN_PROGRESS,
      {
        id: 'b',
        dictType: 'project_status',
        label: '已作废',
        value: 'VOID',
        sort: 9,
        tagColor: 'danger',
        isDefault: false,
        status: 'DISABLED',
        remark: null,
      },
    ],
  },
}));

function renderTag(value: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <DictTag dict="project_status" value={value} />
    </QueryClientProvider>,
  );
}

describe('DictTag (screens.md §10: statuses as coloured tags from dictionaries)', () => {
  it('shows the label in the dictionary colour', async () => {
    renderTag('IN_PROGRESS');
    const tag = await screen.findByText('进行中');
    expect(tag.className).toContain('ant-tag-blue');
  });

  it('shows the raw value for a value the enabled dictionary does not hold', async () => {
    renderTag('VOID');
    expect(await screen.findByText('VOID')).toBeTruthy();
  });

  describe('kept from the last visit (issue 26)', () => {
    afterEach(() => localStorage.clear());

    it('draws the tag from the kept values at once, then from the server, and keeps its answer', async () => {
      saveSession('Bearer u1', { id: 'u1', username: 'zhangwei' } as Parameters<typeof saveSession>[1]);
      // the label the last visit saw, since renamed on 字典管理
      writeSessionCache('dict:project_status', [{ ...IN_PROGRESS, label: '执行中' }]);
      renderTag('IN_PROGRESS');
      // The first render already has the label, before any answer: no raw value, no empty cell.
      expect(screen.getByText('执行中')).toBeTruthy();
      expect(await screen.findByText('进行中')).toBeTruthy();
      expect(readSessionCache<{ label: string }[]>('dict:project_status')?.map((d) => d.label)).toEqual([
        '进行中',
        '已作废',
      ]);
    });
  });
});
