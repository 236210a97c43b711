import { LinkButton } from '@backoffice/ui-kit';
import type { ReactNode } from 'react';

/**
 * A record's name or number in a list that opens its detail: a link-styled button that keeps to its column
 * (long names end in … with the whole name as the tooltip).
 */
export function DetailButton({
  children,
  title,
  onClick,
}: {
  children: ReactNode;
  title: string;
  onClick: () => void;
}) {
  return (
    <LinkButton
      type="link"
      size="small"
      title={title}
      style={{ padding: 0, maxWidth: '100%' }}
      onClick={onClick}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{children}</span>
    </LinkButton>
  );
}
