import Drawer from 'antd/es/drawer';
import type { ComponentProps } from 'react';
import { SideMenu } from './SideMenu';

/** Below 992 px the side menu opens as a drawer from the header's menu button; choosing a screen closes it. */
export default function MenuDrawer({
  open,
  onClose,
  ...menu
}: { open: boolean; onClose: () => void } & ComponentProps<typeof SideMenu>) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={260}
      closable={false}
      title={null}
      styles={{ body: { padding: 0 } }}
      aria-label="主菜单"
    >
      <SideMenu
        {...menu}
        onNavigate={(path) => {
          onClose();
          menu.onNavigate(path);
        }}
      />
    </Drawer>
  );
}
