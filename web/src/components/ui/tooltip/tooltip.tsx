import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

type TooltipProps = {
  content: ReactNode;
  /**
   * One focusable element. A `disabled` button gets no pointer or focus events, so explain a
   * blocked action on a button marked `aria-disabled="true"` (styled as disabled) whose click
   * handler does nothing instead.
   */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
};

/** A short hint on hover and keyboard focus, in the app's chalk-on-pitch style. */
export function Tooltip({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-64 rounded-lg bg-[var(--color-pitch-950)] px-3 py-2 text-sm font-medium text-white shadow-[var(--shadow-pop)] dark:bg-[var(--color-chalk)] dark:text-[var(--color-pitch-950)]"
          >
            {content}
            <RadixTooltip.Arrow className="fill-[var(--color-pitch-950)] dark:fill-[var(--color-chalk)]" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
