import { cn } from '../../lib/cn';
import { SITE_TEXT_KEYS, useSiteTexts } from './api/get-site-texts';

/** The 'How it works' card of the landing page, with the admin's text kept in its line breaks. */
export function HowItWorksCard({ className }: { className?: string }) {
  const texts = useSiteTexts();
  const text = texts.data?.[SITE_TEXT_KEYS.howItWorks];
  if (!text) return null;
  return (
    <section className={cn('card flex flex-col gap-2', className)} aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading" className="text-lg font-bold">
        How it works
      </h2>
      <p className="whitespace-pre-line">{text}</p>
    </section>
  );
}
