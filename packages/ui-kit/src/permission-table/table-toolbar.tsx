import ColumnHeightOutlined from '@ant-design/icons/es/icons/ColumnHeightOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Dropdown from 'antd/es/dropdown';
import Popover from 'antd/es/popover';
import Space from 'antd/es/space';
import { type ReactElement, type ReactNode, useState } from 'react';

export type Density = 'large' | 'middle' | 'small';
const DENSITIES: { key: Density; label: string }[] = [
  { key: 'large', label: '宽松' },
  { key: 'middle', label: '中等' },
  { key: 'small', label: '紧凑' },
];

/**
 * A button whose overlay (a menu, a popover) exists only while it is open: `overlay` wraps the button when the
 * user opens it and is dropped again when it closes.
 */
function OnFirstUse({
  button,
  overlay,
}: {
  button: (open: () => void) => ReactElement;
  overlay: (button: ReactElement, close: () => void) => ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return open ? overlay(button(close), close) : button(() => setOpen(true));
}

/** The right toolbar of a list (RuoYi's RightToolbar): search toggle, refresh, density, column settings. */
export function TableToolbar(props: {
  left?: ReactNode;
  onRefresh?: () => void;
  onToggleSearch?: () => void;
  density: Density;
  onDensityChange: (density: Density) => void;
  columns: { key: string; title: ReactNode }[];
  hiddenKeys: readonly string[];
  onHiddenKeysChange: (keys: string[]) => void;
}) {
  const { columns, hiddenKeys, onHiddenKeysChange } = props;
  const settings = (
    <Space orientation="vertical">
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hiddenKeys.includes(column.key)}
          onChange={(event) =>
            onHiddenKeysChange(
              event.target.checked
                ? hiddenKeys.filter((key) => key !== column.key)
                : [...hiddenKeys, column.key],
            )
          }
        >
          {column.title}
        </Checkbox>
      ))}
    </Space>
  );
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        marginBottom: 12,
        gap: 8,
      }}
    >
      <Space wrap>{props.left}</Space>
      <Space>
        {/* A native title, not a Tooltip per button: the toolbar renders with every table and must stay cheap. */}
        {props.onToggleSearch && (
          <Button
            aria-label="隐藏/显示搜索"
            title="隐藏/显示搜索"
            icon={<SearchOutlined />}
            onClick={props.onToggleSearch}
          />
        )}
        {props.onRefresh && (
          <Button aria-label="刷新" title="刷新" icon={<ReloadOutlined />} onClick={props.onRefresh} />
        )}
        {/* The menu and the popover mount on first use: closed, they would cost every table a trigger each. */}
        <OnFirstUse
          button={(open) => (
            <Button aria-label="密度" title="密度" icon={<ColumnHeightOutlined />} onClick={open} />
          )}
          overlay={(button, close) => (
            <Dropdown
              open
              onOpenChange={(open) => open || close()}
              trigger={['click']}
              menu={{
                selectable: true,
                selectedKeys: [props.density],
                items: DENSITIES.map(({ key, label }) => ({ key, label })),
                onClick: ({ key }) => {
                  props.onDensityChange(key as Density);
                  close();
                },
              }}
            >
              {button}
            </Dropdown>
          )}
        />
        <OnFirstUse
          button={(open) => (
            <Button aria-label="列设置" title="列设置" icon={<SettingOutlined />} onClick={open} />
          )}
          overlay={(button, close) => (
            <Popover
              open
              onOpenChange={(open) => open || close()}
              trigger="click"
              title="列设置"
              content={settings}
              placement="bottomRight"
            >
              {button}
            </Popover>
          )}
        />
      </Space>
    </div>
  );
}
