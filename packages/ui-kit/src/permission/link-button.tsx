import Button, { type ButtonProps } from 'antd/es/button';
import useButtonStyle from 'antd/es/button/style';
import { ConfigContext } from 'antd/es/config-provider';
import { Children, type ComponentProps, useContext } from 'react';

type LinkButtonProps = ComponentProps<typeof Button>;

/**
 * A link-styled button (`type="link"`) as antd draws it, without antd's `Button` around it: the same element,
 * classes and styles, and none of what a link button never shows — the loading icon's motion, the size and
 * compact contexts, the semantic class merging. A list draws two or three of these a row, and antd's `Button`
 * is about ten components each (issue 26). Anything the plain element does not carry (loading, an icon, an
 * `href`, a shape) goes to antd's `Button` as before.
 */
export function LinkButton(props: LinkButtonProps) {
  if (!isPlainLink(props)) return <Button {...props} />;
  return <PlainLinkButton {...props} />;
}

function isPlainLink({
  type,
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

function PlainLinkButton({
  type: _type,
  size,
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
  disabled,
  ...rest
}: LinkButtonProps) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefix = getPrefixCls('btn');
  const [hashId, cssVarClass] = useButtonStyle(prefix);
  const classes = [
    prefix,
    hashId,
    cssVarClass,
    `${prefix}-link`,
    danger ? `${prefix}-dangerous ${prefix}-color-dangerous` : `${prefix}-color-link`,
    `${prefix}-variant-link`,
    size === 'small' ? `${prefix}-sm` : size === 'large' ? `${prefix}-lg` : undefined,
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
