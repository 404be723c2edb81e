/**
 * The only script of a content page (src/app/static-pages.ts): the prerendered HTML is the page,
 * and this wires its few interactive parts, with no React, no router and no Firebase SDK. Links
 * to the app (Start Matching, For Firms, sign-in) are plain links that load the app's page.
 */
import { wireAccordions } from './accordion';
import { wireChecklist } from './checklist';
import { wireDashboardLink } from './dashboard-link';
import { wireFirmCounts } from './firm-counts';
import { wireGuidesMenu } from './guides-menu';
import { wireLanguagePicker, wireLocaleOffer } from './language';
import { wireMobileMenu } from './mobile-menu';
import { wirePromoBanner } from './promo-banner';
import { wireQuickExit } from './quick-exit';
import { wireSuggestTranslation } from './suggest-translation';

wireQuickExit();
wireGuidesMenu();
wireMobileMenu();
wireAccordions();
wirePromoBanner();
wireChecklist();
wireDashboardLink();
wireLanguagePicker();
wireLocaleOffer();
wireSuggestTranslation();
// The same mark the app sets once it responds (app.tsx): browser tests wait for it.
document.documentElement.dataset.interactive = 'true';
void wireFirmCounts();
