import { cn } from '../../lib/cn';
import { SITE_TEXT_KEYS, useSiteTexts } from './api/get-site-texts';

/**
 * The landing page's welcome line, as the admin wrote it; nothing when it fails. While it loads, a
 * phone keeps two lines free for it, so the pitch below does not jump when it arrives.
 */
export function WelcomeText({ className }: { className?: string }) {
  const texts = useSiteTexts();
  const text = texts.data?.[SITE_TEXT_KEYS.welcome];
  if (texts.isPending)
    return <p aria-hidden="true" className={cn('min-h-[2lh] text-lg md:hidden', className)} />;
  if (!text) return null;
  return (
    <p className={cn('min-h-[2lh] text-lg md:min-h-0', className)} data-testid="welcome-text">
      {text}
    </p>
  );
}
