// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_ROOM_PX, successPlacement } from './success-placement';

/** jsdom lays nothing out: the sizes a browser would give. */
function sized(element: Element | null, size: { offsetWidth?: number; offsetHeight?: number }) {
  for (const [key, value] of Object.entries(size)) Object.defineProperty(element, key, { value });
}

function windowOf(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { value: width, configurable: true });
}

function openDrawer(width: number, { open = true, headerHeight = 56 } = {}) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div class="ant-drawer ant-drawer-right${open ? ' ant-drawer-open' : ''}">
      <div class="ant-drawer-content-wrapper"><div class="ant-drawer-header">采购申请 CGSQ-20261124-001</div></div>
    </div>`,
  );
  const wrappers = document.querySelectorAll('.ant-drawer-content-wrapper');
  const wrapper = wrappers[wrappers.length - 1] ?? null;
  sized(wrapper, { offsetWidth: width });
  sized(wrapper?.querySelector('.ant-drawer-header') ?? null, { offsetHeight: headerHeight });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('successPlacement', () => {
  it("keeps antd's place when no drawer is open (a closing one does not count)", () => {
    windowOf(1440);
    expect(successPlacement()).toEqual({});
    openDrawer(960, { open: false });
    expect(successPlacement()).toEqual({});
  });

  it("centres the message over the mask beside a drawer that leaves room, off the drawer's title", () => {
    windowOf(1440);
    openDrawer(960);
    expect(successPlacement()).toEqual({ paddingInlineEnd: 960 });
  });

  it("puts it below the drawer's header when the drawer leaves no room (a phone, a narrow window)", () => {
    windowOf(390);
    openDrawer(390, { headerHeight: 61 });
    expect(successPlacement()).toEqual({ marginTop: 61 });
    document.body.innerHTML = '';
    windowOf(960 + MESSAGE_ROOM_PX - 1);
    openDrawer(960);
    expect(successPlacement()).toEqual({ marginTop: 56 });
  });

  it('measures from the widest of two open drawers (a detail over a list drawer)', () => {
    windowOf(1440);
    openDrawer(600);
    openDrawer(900);
    expect(successPlacement()).toEqual({ paddingInlineEnd: 900 });
  });
});
