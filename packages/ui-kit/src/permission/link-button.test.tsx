import { fireEvent, render, screen } from '@testing-library/react';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import type { ComponentProps, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkButton } from './link-button';

type Props = ComponentProps<typeof Button>;

function drawn(element: ReactNode) {
  const { container, unmount } = render(
    <ConfigProvider theme={{ cssVar: { key: 'x' } }}>{element}</ConfigProvider>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('LinkButton', () => {
  it.each<[string, Props]>([
    ['a row link', { type: 'link', size: 'small', children: '修改' }],
    ['a dangerous one', { type: 'link', size: 'small', danger: true, children: '删除' }],
    [
      'a disabled one with a title',
      { type: 'link', size: 'small', disabled: true, title: '无权限', children: '删除' },
    ],
    ['text and an icon', { type: 'link', size: 'small', children: ['更多 ', <i key="icon">v</i>] }],
    [
      'a middle-sized one with its own style',
      { type: 'link', style: { padding: 0 }, children: <span>CGDD-1</span> },
    ],
  ])('draws %s exactly as antd’s Button does', (_, props) => {
    expect(drawn(<LinkButton {...props} />)).toBe(drawn(<Button {...props} />));
  });

  it.each<[string, Props]>([
    ['a loading link', { type: 'link', loading: true, children: '导出' }],
    ['a link with an icon', { type: 'link', icon: <i>+</i>, children: '新增' }],
    ['a primary button', { type: 'primary', children: '搜索' }],
    ['a link of its own class prefix', { type: 'link', prefixCls: 'my-btn', children: '详情' }],
  ])('leaves %s to antd’s Button', (_, props) => {
    expect(drawn(<LinkButton {...props} />)).toBe(drawn(<Button {...props} />));
  });

  it.each<[string, (link: ReactNode) => ReactNode]>([
    ['in a disabled form', (link) => <Form disabled>{link}</Form>],
    [
      'under a ConfigProvider of small components',
      (link) => <ConfigProvider componentSize="small">{link}</ConfigProvider>,
    ],
    [
      'under a ConfigProvider of large components',
      (link) => <ConfigProvider componentSize="large">{link}</ConfigProvider>,
    ],
    ['right to left', (link) => <ConfigProvider direction="rtl">{link}</ConfigProvider>],
    ['in a Space.Compact', (link) => <Space.Compact>{link}</Space.Compact>],
  ])('takes what is around it as antd’s Button does: %s', (_, around) => {
    const props: Props = { type: 'link', children: '修改' };
    expect(drawn(around(<LinkButton {...props} />))).toBe(drawn(around(<Button {...props} />)));
  });

  it('is pressed like a button, and not while disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <LinkButton type="link" onClick={onClick}>
        详情
      </LinkButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: '详情' }));
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <LinkButton type="link" disabled onClick={onClick}>
        详情
      </LinkButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: '详情' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('gives its element to a ref, as a popup’s trigger needs', () => {
    let element: HTMLElement | null = null;
    render(
      <LinkButton
        type="link"
        ref={(node) => {
          element = node;
        }}
      >
        更多
      </LinkButton>,
    );
    expect(element).toBe(screen.getByRole('button', { name: '更多' }));
  });
});
