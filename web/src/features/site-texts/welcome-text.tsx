import { cn } from '../../lib/cn';
import { SITE_TEXT_KEYS, useSiteTexts } from './api/get-site-texts';

/** The landing page's welcome line, as the admin wrote it; nothing while it loads or fails. */
export function WelcomeText({ className }: { className?: string }) {
  const texts = useSiteTexts();
  const text = texts.data?.[SITE_TEXT_KEYS.welcome];
  if (!text) return null;
  return (
    <p className={cn('text-lg', className)} data-testid="welcome-text">
      {text}
    </p>
  );
}
