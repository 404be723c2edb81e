import { expect, test } from '@playwright/test';
import { translator } from '../src/domain/i18n/translate';
import { LOCALE_PHRASES } from '../src/domain/matching/locale-phrases';
import { areaNameIn } from '../tests/fixtures/area-names';
import { createFirm, uniqueTag } from './matching-fixtures';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { completePersonWizard } from './support/wizard';
import { keepScreenshot } from './support/screens';
import { gotoInteractive } from './support/navigation';

// Issue 38: a Setswana speaker picks Setswana in the header, finds their need by typing it in
// Setswana, is matched with the firm that speaks Setswana before an equally good one that does
// not (though that one is rated higher), and gets the confirmation email in Setswana. Every
// expected word comes from the real catalog (src/locales/tn) and phrase file (locale-phrases/tn.json).
test.describe.configure({ timeout: 180_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a person completes the wizard in Setswana, need found by a Setswana phrase, and is emailed in Setswana', async ({
  page,
}) => {
  const t = translator('tn');
  const tag = uniqueTag();
  const city = `Motse${tag}`;
  const speaks = { id: `${tag}-tn`, firmName: `Modise ${tag} Attorneys` };
  const other = { id: `${tag}-en`, firmName: `Brand ${tag} Legal` };
  const place = { primaryCity: city, cities: [city], practiceAreas: ['uncontested-divorce'] };
  await Promise.all([
    createFirm(speaks.id, { ...place, firmName: speaks.firmName, languages: ['en', 'tn'], rating: 4.1 }),
    createFirm(other.id, { ...place, firmName: other.firmName, languages: ['en', 'af'], rating: 5 }),
  ]);

  await gotoInteractive(page, '/');
  await page.getByLabel('Language').selectOption('tn');
  await expect(page).toHaveURL(/\/tn$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tn');
  await page.getByRole('link', { name: t('home.hero.start') }).click();
  await expect(page).toHaveURL(/\/tn\/matching$/);

  const divorce = LOCALE_PHRASES.tn['divorce-separation']!;
  const email = `setswana-${tag}@example.co.za`;
  await completePersonWizard(page, {
    email,
    city,
    locale: 'tn',
    arrived: true,
    // Typed as a Setswana speaker says it; the suggestion reads in Setswana.
    need: 'ke batla tlhalano',
    option: new RegExp(`^${escape(divorce.name)}`),
    at: {
      // The city step's language question was English in every language (issue 38).
      city: async () => {
        const question = page.getByLabel(t('location.lawyerLanguage'));
        await expect(question).toBeVisible();
        await expect(question.locator('option:checked')).toHaveText(t('location.noPreference'));
        await expect(page.getByText(t('location.lawyerLanguageHint'))).toBeVisible();
      },
      need: async () => {
        await expect(page.getByRole('combobox', { name: t('need.label') })).toHaveValue(divorce.name);
        await keepScreenshot(page, { path: test.info().outputPath('tn-wizard-need-375.png'), fullPage: true });
      },
    },
  });

  await expect(page.getByRole('heading', { name: t('results.title') })).toBeVisible();
  // Equally good fits: the firm that speaks Setswana receives the request, and its card says why.
  await expect(page.getByText(t('results.sentTo', { firm: speaks.firmName }))).toBeVisible();
  const card = page.getByRole('article', { name: speaks.firmName });
  await card.getByRole('button', { name: t('card.moreDetails') }).click();
  await expect(card.getByText(t('card.reason.speaksYours', { language: 'Setswana' }))).toBeVisible();
  await keepScreenshot(page, { path: test.info().outputPath('tn-results.png'), fullPage: true });

  const received = await waitForEmail(
    email,
    new RegExp(escape(t('email.confirmation.subject', { firm: speaks.firmName }))),
    MAIL_WAIT,
  );
  expect(received.text).toContain(t('email.confirmation.title'));
  expect(received.text).toContain(`${t('email.confirmation.need')}: ${areaNameIn('tn', 'uncontested-divorce')}`);
  const manage = /https?:\/\/\S*?(\/[a-z]+\/my-request\?token=[\w-]+)/.exec(received.text);
  // Its link opens the request page in Setswana (the page itself is the languages journeys').
  expect(manage?.[1]).toMatch(/^\/tn\/my-request\?token=/);
});
