import { expect, type Page } from '@playwright/test';
import { translator, type Translate } from '../../src/domain/i18n/translate';
import { BRAND_NAME } from '../../src/domain/shared/brand';
import { DEFAULT_LOCALE, type Locale } from '../../src/domain/shared/locales';
import { gotoInteractive, waitUntilInteractive } from './navigation';
import { areaNameIn } from '../../tests/fixtures/area-names';

/** The Functions emulator starts a worker per concurrent call; on a busy 2-core machine that takes seconds. */
export const CALL_TIMEOUT = 45_000;

/** What a journey can do at a point of the walk: its own checks and screenshots, in the wizard's words. */
export interface WizardStop {
  page: Page;
  /** The wizard's language's words, from the real catalogs (src/locales). */
  t: Translate;
  /** Presses the step's Continue button. */
  next: () => Promise<void>;
}
type StopHook = (stop: WizardStop) => Promise<unknown>;

export interface PersonRequest {
  email: string;
  /** A town only the journey's own firms work in, so the match is predictable. */
  city: string;
  firstName?: string;
  province?: string;
  /** What is typed into the legal-need search, and the suggestion picked. */
  need?: string;
  option?: RegExp;
  /** 'More specifically': the item's id, chosen by its name in the wizard's language; null leaves it unanswered. */
  specific?: string | null;
  /** The optional income answer by label. */
  income?: string;
  /** The wizard's language: its route (`/zu/matching`) and the words looked for. English unless given. */
  locale?: Locale;
  /** The words looked for when the page shows other words than `locale`'s catalog (the longest-string walk, support/longest-catalog.ts). */
  words?: Translate;
  /** Ticks the WhatsApp/SMS box on the email step (checking it starts unticked and asks for a number) and types this number. */
  phone?: string;
  /** The page is already on the wizard's first screen (a link or the language offer brought it): it is not opened again. */
  arrived?: boolean;
  /** A journey's own checks at points of the walk. */
  at?: {
    /** The first screen, before the terms are accepted. */
    terms?: StopHook;
    /** The user-type screen, before the choice. */
    userType?: StopHook;
    /** After 'An individual' is chosen, before the names are typed. */
    names?: StopHook;
    /** The email step, nothing typed yet. */
    email?: StopHook;
    /** The email step with the box ticked and Continue pressed: the number is asked for. */
    phoneRequired?: StopHook;
    /** The email step with the number typed, before it moves on. */
    phone?: StopHook;
    /** The province step, nothing chosen yet. */
    province?: StopHook;
    /** The town step, nothing typed yet. */
    city?: StopHook;
    /** The need step, nothing typed yet. */
    needSearch?: StopHook;
    /** The need chosen, before the request is sent. */
    need?: StopHook;
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

function stopFor(page: Page, locale: Locale, words?: Translate): WizardStop {
  const t = words ?? translator(locale);
  return { page, t, next: () => page.getByRole('button', { name: t('wizard.continue'), exact: true }).click() };
}

/**
 * The wizard from its first screen to the email step, the address typed (and, with `phone`, the
 * WhatsApp box ticked and the number typed), not yet moved on.
 */
export async function personWizardToEmailStep(page: Page, request: PersonRequest): Promise<WizardStop> {
  const { email, firstName = 'Lerato', locale = DEFAULT_LOCALE, phone, arrived = false, at = {}, words } = request;
  const stop = stopFor(page, locale, words);
  const { t, next } = stop;
  // A link or the language offer brought the page here: it is prerendered, so wait for it to be live too.
  if (arrived) await waitUntilInteractive(page);
  else await gotoInteractive(page, `${prefixOf(locale)}/matching`);
  await at.terms?.(stop);
  await page.getByLabel(t('terms.accept')).check();
  await next();
  await at.userType?.(stop);
  await page.getByRole('button', { name: new RegExp(escapeRegExp(t('userType.person'))) }).click();
  await at.names?.(stop);
  await page.getByLabel(t('details.firstName'), { exact: true }).fill(firstName);
  await page.getByLabel(t('details.lastName'), { exact: true }).fill('Mokoena');
  await next();
  await at.email?.(stop);
  await page.getByLabel(t('details.email')).fill(email);
  if (phone !== undefined) {
    const box = page.getByLabel(t('details.messagingConsent', { brand: BRAND_NAME }));
    await expect(box).not.toBeChecked();
    await box.check();
    // The number is asked for once the box is ticked, and checked before the step moves on.
    await next();
    await expect(page.getByText(t('field.messagingPhoneRequired'))).toBeVisible();
    await at.phoneRequired?.(stop);
    await page.getByLabel(t('details.messagingPhone')).fill(phone);
    await at.phone?.(stop);
  }
  return stop;
}

/** The matching wizard as a person fills it in, up to its last button ('Find My Match'), not pressed. */
export async function personWizardToSubmit(page: Page, request: PersonRequest): Promise<WizardStop> {
  const {
    city,
    province = 'Limpopo',
    need = 'divorce',
    option = /Divorce & Separation/,
    specific = 'uncontested-divorce',
    income,
    at = {},
  } = request;
  const stop = await personWizardToEmailStep(page, request);
  const { t, next } = stop;
  await next();
  await at.province?.(stop);
  await page.getByLabel(t('location.province'), { exact: true }).selectOption(province);
  await next();
  await at.city?.(stop);
  await page.getByLabel(t('location.city')).fill(city);
  await next();
  await at.needSearch?.(stop);
  await page.getByRole('combobox', { name: t('need.label') }).fill(need);
  await page.getByRole('option', { name: option }).first().click();
  if (specific) {
    const name = areaNameIn(request.locale ?? DEFAULT_LOCALE, specific);
    await page
      .getByRole('group', { name: t('need.specific') })
      .getByRole('radio', { name, exact: true })
      .check();
  }
  if (income) await page.getByLabel(t('income.label')).selectOption({ label: income });
  await at.need?.(stop);
  return stop;
}

/** The matching wizard as a person fills it in, through to the results page. */
export async function completePersonWizard(page: Page, request: PersonRequest) {
  const { t } = await personWizardToSubmit(page, request);
  await page.getByRole('button', { name: t('wizard.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefixOf(request.locale ?? DEFAULT_LOCALE)}/results$`), { timeout: CALL_TIMEOUT });
}
