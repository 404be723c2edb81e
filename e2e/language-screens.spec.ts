import { expect, test, type Page } from '@playwright/test';
import { translator, type Translate } from '../src/domain/i18n/translate';
import { INCOME_BANDS } from '../src/domain/matching/legal-aid';
import { newReview } from '../src/domain/reviews/reviews';
import { LOCALE_PHRASES } from '../src/domain/matching/locale-phrases';
import { localizedPath } from '../src/domain/shared/locale-paths';
import { LANGUAGE_LABEL } from '../src/domain/shared/locale-shell-text';
import { LOCALES, type Locale } from '../src/domain/shared/locales';
import { PATHS } from '../src/domain/shared/site';
import { areaNameIn } from '../tests/fixtures/area-names';
import { createFirm, uniqueTag, waitForDocs } from './matching-fixtures';
import { adminDb } from './support/admin';
import { issueLinks } from './support/client-links';
import { expectLayoutHolds } from './support/layout';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { compiledMessages, longestMessages, longestTranslator, servedInPlaceOf } from './support/longest-catalog';
import { allowedWords, expectNoStrayWords } from './support/stray-words';
import { CALL_TIMEOUT, completePersonWizard, type WizardStop } from './support/wizard';
import { gotoInteractive } from './support/navigation';
import { keepScreenshot } from './support/screens';

// Issue 27: every client screen at 375 px: the home page and its menu, each wizard step (and its
// errors), the results with the Legal Aid panel and a firm card's details and reviews, the
// confirmation, the request page from the confirmation email, and the release, send-on and review
// pages. Each screen is checked (nothing scrolls sideways, no text runs out of its box:
// support/layout.ts) and saved as `<walk>-<screen>-375.png` in the test's output folder
// (test-results/artifacts), for a person to look at.
//
// Whether a screen overflows depends on its strings' length, not their language (issue 36): the
// walk runs twice, in English and with the longest-string catalog (support/longest-catalog.ts:
// every message's longest translation in any language, served in place of isiZulu's catalog, so
// the routes, practice-area names and mails stay isiZulu's). A new locale only adds its strings
// to that catalog. What differs per language beyond length stays per language, cheaply: each
// locale's home page and menu (prerendered, so no catalog is swapped there) and its <html lang>.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });
test.use({ viewport: { width: 375, height: 812 } });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const htmlLang = (locale: Locale) => LOCALES.find((l) => l.code === locale)!.htmlLang;

/**
 * One walk: the route and practice-area language (`locale`), the words on screen (`t`: the real
 * catalog's, or the longest ones), the words of the server's mail (`mailT`), and the name its
 * screenshots carry.
 */
interface Walk {
  locale: Locale;
  t: Translate;
  mailT: Translate;
  label: string;
}

/**
 * The words each translated walk may show (support/stray-words.ts), by the walk's label: set when
 * the walk starts, so every screen it saves is also checked for English no catalog accounts for.
 */
const ALLOWED_WORDS = new Map<string, ReadonlySet<string>>();

/** Checks the screen as it is now and saves it (the whole page, from the top). */
async function screen(page: Page, label: string, name: string, { fullPage = true } = {}) {
  await expectLayoutHolds(page, `${label} ${name}`);
  const allowed = ALLOWED_WORDS.get(label);
  if (allowed) await expectNoStrayWords(page, allowed, `${label} ${name}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, { path: test.info().outputPath(`${label}-${name}-375.png`), fullPage });
}

/** A client's words about a firm: shown as written, in any language. */
const REVIEW_TEXT = 'Bangiphendula ngosuku olulodwa and explained every step of the divorce clearly.';
const REPLY_TEXT = 'Thank you for trusting us.';

/**
 * Two firms in a town of the walk's own, one with a review that has the firm's reply. Alpha speaks
 * every language, so it ranks first (and receives the request) in each.
 */
async function firmsInTown(tag: string) {
  const city = `Tour${tag}`;
  const place = { province: 'Limpopo' as const, primaryServiceArea: 'Limpopo', primaryCity: city, cities: [city] };
  const alpha = { id: `${tag}-a`, firmName: `Alpha ${tag} Attorneys` };
  const bravo = { id: `${tag}-b`, firmName: `Bravo ${tag} Legal` };
  await Promise.all([
    createFirm(alpha.id, {
      ...place,
      firmName: alpha.firmName,
      practiceAreas: ['uncontested-divorce'],
      languages: LOCALES.map(({ code }) => code),
      rating: 5,
    }),
    createFirm(bravo.id, {
      ...place,
      firmName: bravo.firmName,
      practiceAreas: ['uncontested-divorce'],
      languages: ['af', 'xh'],
      rating: 4.9,
    }),
  ]);
  const review = newReview({
    firmId: alpha.id,
    leadId: `${tag}-earlier`,
    rating: 5,
    text: REVIEW_TEXT,
    createdAt: new Date(Date.UTC(2026, 9, 14, 9)),
  });
  await adminDb
    .doc(`reviews/${tag}-earlier`)
    .set({ ...review, reply: { text: REPLY_TEXT, createdAt: new Date(Date.UTC(2026, 9, 15, 8)) } });
  return { city, alpha, bravo };
}

/** The legal need as a person types it in their language, and the suggestion they pick. */
function needIn(locale: Locale) {
  if (locale === 'en') return { need: 'divorce', option: /Divorce & Separation/ };
  const words = LOCALE_PHRASES[locale]['divorce-separation']!;
  // The suggestion reads in the wizard's language, the English name beside it.
  return { need: words.phrases[0]!, option: new RegExp(`^${escape(words.name)}`) };
}

/** Presses the step's button with nothing answered, waits for what it says, and saves the screen. */
async function emptyContinue(stop: WizardStop, label: string, name: string, error: string) {
  await stop.next();
  await expect(stop.page.getByText(error).first()).toBeVisible();
  await screen(stop.page, label, name);
}

async function homeAndHeader(page: Page, locale: Locale, t: Translate, label: string = locale) {
  await page.goto(localizedPath('/', locale));
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screen(page, label, 'home');
  // The picker is a native select: its open list is drawn by the browser, outside the page, so
  // the screen shows it focused with every language it offers.
  const picker = page.getByLabel(LANGUAGE_LABEL[locale]).first();
  await picker.focus();
  await expect(picker.locator('option')).toHaveCount(LOCALES.length);
  await screen(page, label, 'language-picker', { fullPage: false });
  await page.getByRole('button', { name: t('header.openMenu') }).click();
  await expect(page.getByRole('navigation', { name: t('header.mobileNav') })).toBeVisible();
  await screen(page, label, 'menu-open', { fullPage: false });
}

async function wizard(page: Page, { locale, t, label }: Walk, { email, city }: { email: string; city: string }) {
  await gotoInteractive(page, localizedPath('/matching', locale));
  await completePersonWizard(page, {
    email,
    city,
    locale,
    words: t,
    arrived: true,
    phone: '082 555 0199',
    ...needIn(locale),
    at: {
      terms: async (stop) => {
        await expect(page.getByRole('button', { name: t('quickExit.button') })).toBeVisible();
        await screen(page, label, 'wizard-1-terms');
        await emptyContinue(stop, label, 'wizard-1-terms-error', t('field.acceptTerms'));
      },
      userType: () => screen(page, label, 'wizard-2-user-type'),
      names: (stop) => emptyContinue(stop, label, 'wizard-3-names-error', t('field.firstName')),
      email: (stop) => emptyContinue(stop, label, 'wizard-4-email-error', t('field.email')),
      phoneRequired: () => screen(page, label, 'wizard-4-phone-required'),
      phone: () => screen(page, label, 'wizard-4-phone-ticked'),
      province: (stop) => emptyContinue(stop, label, 'wizard-5-province-error', t('field.province')),
      city: (stop) => emptyContinue(stop, label, 'wizard-6-city-error', t('field.city')),
      needSearch: async () => {
        await page.getByRole('button', { name: t('wizard.submit') }).click();
        await expect(page.getByRole('combobox', { name: t('need.label') })).toHaveAttribute('aria-invalid', 'true');
        await screen(page, label, 'wizard-7-need-error');
        await page.getByRole('combobox', { name: t('need.label') }).fill(needIn(locale).need);
        await expect(page.getByRole('listbox', { name: t('need.suggestions') })).toBeVisible();
        await screen(page, label, 'wizard-7-need-suggestions');
        await page.getByRole('combobox', { name: t('need.label') }).fill('');
        // The browse list, its family category open: categories and subcategories in the wizard's language.
        const family = t('browse.category.family');
        const toggle = page.getByRole('button', { name: t('browse.toggle') });
        await toggle.click();
        await page.getByRole('button', { name: new RegExp(`^${escape(family)}`) }).click();
        const divorce = locale === 'en' ? 'Divorce & Separation' : LOCALE_PHRASES[locale]['divorce-separation']!.name;
        await expect(
          page.getByRole('list', { name: family }).getByRole('button', { name: new RegExp(`^${escape(divorce)}`) }),
        ).toBeVisible();
        await screen(page, label, 'wizard-7-need-browse');
        await toggle.click();
      },
      need: async () => {
        // The chosen area reads in the wizard's language, and 'More specifically' listed its items
        // in it (chosen by name).
        await expect(page.getByRole('combobox', { name: t('need.label') })).toHaveValue(
          locale === 'en' ? 'Divorce & Separation' : LOCALE_PHRASES[locale]['divorce-separation']!.name,
        );
        await expect(
          page
            .getByRole('group', { name: t('need.specific') })
            .getByRole('radio', { name: areaNameIn(locale, 'uncontested-divorce') }),
        ).toBeChecked();
        // The lowest band, below Legal Aid's means test: the results then show the Legal Aid panel.
        await page.getByLabel(t('income.label')).selectOption(INCOME_BANDS[0].id);
        await screen(page, label, 'wizard-7-need-answered');
      },
    },
  });
}

async function resultsAndConfirmation(page: Page, { locale, t, label }: Walk, firms: Awaited<ReturnType<typeof firmsInTown>>) {
  const { alpha, bravo } = firms;
  await expect(page.getByRole('heading', { name: t('results.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('legalAid.heading') })).toBeVisible();
  await screen(page, label, 'results');
  const card = page.getByRole('article', { name: alpha.firmName });
  // Why it matches names the item the client chose, in their language.
  await expect(card.getByText(new RegExp(escape(areaNameIn(locale, 'uncontested-divorce'))))).toBeVisible();
  await card.getByRole('button', { name: t('card.moreDetails') }).click();
  const reviews = card.getByRole('region', { name: t('card.reviewsOf', { firm: alpha.firmName }) });
  await expect(reviews.getByRole('heading', { name: t('card.reviewsTitle') })).toBeVisible();
  await expect(reviews.getByText(REVIEW_TEXT)).toBeVisible({ timeout: CALL_TIMEOUT });
  await screen(page, label, 'results-card-details');
  await page.getByRole('button', { name: new RegExp(`${escape(t('results.getMatched'))}.*${escape(bravo.firmName)}`) }).click();
  await expect(page.getByRole('heading', { name: t('contact.successTitle') })).toBeVisible({ timeout: CALL_TIMEOUT });
  await screen(page, label, 'confirmation');
}

async function requestPage(page: Page, { locale, t, mailT, label }: Walk, { email, firm }: { email: string; firm: string }) {
  const subject = new RegExp(escape(mailT('email.confirmation.subject', { firm })));
  const received = await waitForEmail(email, subject, MAIL_WAIT);
  const manage = /https?:\/\/\S*?(\/(?:[a-z]+\/)?my-request\?token=[\w-]+)/.exec(received.text);
  await page.goto(manage![1]!);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
  await expect(page.getByRole('heading', { name: t('timeline.title') })).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(page.getByText(areaNameIn(locale, 'uncontested-divorce'), { exact: true })).toBeVisible();
  await screen(page, label, 'my-request');
  await page.getByRole('button', { name: t('myRequest.withdraw.action') }).click();
  await expect(page.getByRole('button', { name: t('myRequest.withdraw.confirm') })).toBeVisible();
  await screen(page, label, 'my-request-withdraw-asked');
}

async function linkPages(page: Page, { locale, t, label }: Walk, firms: Awaited<ReturnType<typeof firmsInTown>>) {
  const [lead] = await waitForDocs('leads', 'firmId', firms.alpha.id);
  const links = await issueLinks(lead!.id, firms.alpha, firms.bravo);
  await page.goto(`${localizedPath(PATHS.leadRelease, locale)}?token=${links.release}&decision=release`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(escape(firms.bravo.firmName)) })).toBeVisible({
    timeout: CALL_TIMEOUT,
  });
  await screen(page, label, 'lead-release');
  await page.goto(`${localizedPath(PATHS.sendOn, locale)}?token=${links.sendOn}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(escape(firms.bravo.firmName)) })).toBeVisible({
    timeout: CALL_TIMEOUT,
  });
  await screen(page, label, 'send-on');
  await page.goto(`${localizedPath(PATHS.review, locale)}?token=${links.review}`);
  await expect(page.getByRole('heading', { name: t('review.question', { firm: firms.alpha.firmName }) })).toBeVisible({
    timeout: CALL_TIMEOUT,
  });
  await screen(page, label, 'review');
  await page.getByRole('button', { name: t('review.send') }).click();
  await expect(page.getByText(t('server.review.rating'))).toBeVisible();
  await screen(page, label, 'review-errors');
}

/** The app's screens from the wizard on, as a client who arrived from search walks them. */
async function walkApp(page: Page, walk: Walk, catalog?: Record<string, unknown>) {
  const tag = uniqueTag();
  const firms = await firmsInTown(tag);
  const email = `tour-${walk.label}-${tag}@example.co.za`;
  // What the walk itself put there: the firms, the town, the client's name and address, a review.
  const data = [firms.alpha.firmName, firms.bravo.firmName, firms.city, email, 'Lerato Mokoena', REVIEW_TEXT, REPLY_TEXT];
  // The firms' own words, as the fixture writes them (support/../matching-fixtures.ts).
  data.push('A journey test firm.');
  if (catalog) ALLOWED_WORDS.set(walk.label, allowedWords(walk.locale, catalog, data));
  await wizard(page, walk, { email, city: firms.city });
  await resultsAndConfirmation(page, walk, firms);
  await requestPage(page, walk, { email, firm: firms.alpha.firmName });
  await linkPages(page, walk, firms);
}

test('every client screen in English holds at 375 px', async ({ page }) => {
  const t = translator('en');
  await homeAndHeader(page, 'en', t);
  await walkApp(page, { locale: 'en', t, mailT: t, label: 'en' });
});

/** The translated routes the longest catalog rides on; any locale but English would do. */
const CARRIER: Locale = 'zu';

test("every client screen holds at 375 px with each message's longest translation", async ({ page }) => {
  await servedInPlaceOf(page, CARRIER);
  await walkApp(
    page,
    { locale: CARRIER, t: longestTranslator(), mailT: translator(CARRIER), label: 'longest' },
    longestMessages(),
  );
});

// Prerendered without the app, so the catalog is never swapped there: each language's own.
for (const { code: locale, name } of LOCALES.filter(({ code }) => code !== 'en')) {
  test(`the home page and its menu in ${name} hold at 375 px, in ${name}`, async ({ page }) => {
    ALLOWED_WORDS.set(locale, allowedWords(locale, compiledMessages(locale)));
    await homeAndHeader(page, locale, translator(locale));
  });
}
