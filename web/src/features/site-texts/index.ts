export { SITE_TEXT_KEYS, useSiteTexts } from './api/get-site-texts';
export { useSaveSiteText } from './api/save-site-text';
export { HowItWorksCard } from './how-it-works-card';
export { WelcomeText } from './welcome-text';
