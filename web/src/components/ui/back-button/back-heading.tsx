import type { ReactNode } from 'react';
import { BackButton } from './back-button';

/** A page title with the Back button before it. */
export function BackHeading({
  level: Heading = 'h2',
  children,
}: {
  level?: 'h1' | 'h2';
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <BackButton />
      <Heading className="text-2xl font-bold">{children}</Heading>
    </div>
  );
}
