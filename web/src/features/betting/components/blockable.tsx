import type { ReactElement } from 'react';
import { Tooltip } from '../../../components/ui/tooltip/tooltip';

/**
 * A bet control that may be blocked for this member: it then explains why on hover and focus. The
 * control itself is marked aria-disabled (not disabled), so that it keeps focus and its tooltip.
 */
export function Blockable({ reason, children }: { reason: string | null; children: ReactElement }) {
  return reason ? <Tooltip content={reason}>{children}</Tooltip> : children;
}
