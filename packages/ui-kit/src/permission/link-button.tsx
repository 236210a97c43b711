import Button, { type ButtonProps } from 'antd/es/button';
import { GroupSizeContext } from 'antd/es/button/ButtonGroup';
import useButtonStyle from 'antd/es/button/style';
import { ConfigContext } from 'antd/es/config-provider';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import SizeContext from 'antd/es/config-provider/SizeContext';
import { useCompactItemContext } from 'antd/es/space/Compact';
import { Children, type ComponentProps, useContext } from 'react';

type LinkButtonProps = ComponentProps<typeof Button>;

/**
 * A link-styled button (`type="link"`) as antd draws it, without antd's `Button` around it: the same element,
 * classes and styles, and none of what a link button never shows — the loading icon's motion, the size and
 * compact contexts, the semantic class merging. A list draws two or three of these a row, and antd's `Button`
 * is about ten components each (issue 26). Anything the plain element does not carry (loading, an icon, an
 * `href`, a shape, a place in a `Space.Compact`) goes to antd's `Button` as before; a disabled form and a size set
 * by a ConfigProvider apply to it as to antd's.
 */
export function LinkButton(props: LinkButtonProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefix = getPrefixCls('btn');
  const [hashId, cssVarClass] = useButtonStyle(prefix);
  // What antd's Button takes from around it: a disabled form or ConfigProvider, a size given by a
  // ConfigProvider or a Button.Group; inside a Space.Compact it is drawn by antd's Button.
  const disabledAround = useContext(DisabledContext);
  const groupSize = useContext(GroupSizeContext);
  const configSize = useContext(SizeContext);
  const sizeAround = groupSize ?? configSize;
  const { compactItemClassnames } = useCompactItemContext(prefix, direction);
  if (!isPlainLink(props) || compactItemClassnames) return <Button {...props} />;
  const {
    type: _type,
    size = sizeAround,
    danger,
    htmlType = 'button',
    className,
    rootClassName,
    style,
    autoInsertSpace: _autoInsertSpace,
    iconPlacement: _iconPlacement,
    iconPosition: _iconPosition,
    children,
    onClick,
    disabled = disabledAround,
    ...rest
  } = props;
  const classes = [
    prefix,
    hashId,
    cssVarClass,
    `${prefix}-link`,
    danger ? `${prefix}-dangerous ${prefix}-color-dangerous` : `${prefix}-color-link`,
    `${prefix}-variant-link`,
    size === 'small' ? `${prefix}-sm` : size === 'large' ? `${prefix}-lg` : undefined,
    direction === 'rtl' ? `${prefix}-rtl` : undefined,
    className,
    rootClassName,
  ];
  return (
    <button
      {...(rest as React.ButtonHTMLAttributes<HTMLButtonElement>)}
      type={htmlType}
      className={classes.filter(Boolean).join(' ')}
      style={style}
      disabled={disabled}
      onClick={onClick as React.MouseEventHandler<HTMLButtonElement>}
    >
      {Children.map(children, (child) =>
        typeof child === 'string' || typeof child === 'number' ? <span>{child}</span> : child,
      )}
    </button>
  );
}

function isPlainLink({
  type,
  prefixCls,
  _skipSemantic,
  loading,
  icon,
  href,
  shape,
  block,
  ghost,
  color,
  variant,
  classNames,
  styles,
}: ButtonProps) {
  return (
    type === 'link' &&
    prefixCls === undefined &&
    _skipSemantic === undefined &&
    color === undefined &&
    variant === undefined &&
    !loading &&
    icon === undefined &&
    href === undefined &&
    shape === undefined &&
    !block &&
    !ghost &&
    classNames === undefined &&
    styles === undefined
  );
}
