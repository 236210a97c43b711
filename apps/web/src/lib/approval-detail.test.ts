import { describe, expect, it } from 'vitest';
import { approvalDetailPath, ccListPath } from './approval-detail';

describe('approval detail URLs', () => {
  it('opens a process over the list it belongs to', () => {
    expect(approvalDetailPath('todo', '0f1e2d3c4b5a49687a6b5c4d3e2f1a01')).toBe(
      '/workspace/todo?processId=0f1e2d3c4b5a49687a6b5c4d3e2f1a01',
    );
    expect(approvalDetailPath('myApply', '3c4d')).toBe('/workspace/myapply?processId=3c4d');
  });

  it('puts a shared process over the 抄送我的 tab, and the tab alone without one', () => {
    expect(ccListPath('2b3c')).toBe('/workspace/todo?tab=cc&processId=2b3c');
    expect(ccListPath()).toBe('/workspace/todo?tab=cc');
  });
});
