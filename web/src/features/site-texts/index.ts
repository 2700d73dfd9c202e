export { HowItWorksCard } from './how-it-works-card';
export { saveSiteText } from './save-site-text';
export { SITE_TEXT_KEYS, siteTextsQueryKey, useSiteTexts } from './use-site-texts';
export { WelcomeText } from './welcome-text';
