import { expect, test, type Browser, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePo } from '../src/domain/i18n/po';
import { reviewStateOf } from '../src/domain/i18n/review-state';
import { applySuggestionFile } from '../scripts/i18n-apply-suggestions';
import { adminAuth, adminDb } from './support/admin';
import { trackConsoleErrors } from './support/console';
import { gotoInteractive } from './support/navigation';
import { signInAsOperator } from './support/operator';
import { expectNoSidewaysScroll } from './support/layout';

/**
 * "Suggest a better translation" end to end (issue 38): a visitor on an isiZulu page suggests a
 * better wording, the operator names a translation reviewer, the reviewer (who sees only the
 * suggestions) edits and accepts it, downloads the patch file (recorded as exported, so the next
 * file holds nothing of it; the last file can be downloaded again), the repository's script applies
 * it to a copy of the catalogs, and the message's review state names the reviewer. Screenshots of the
 * dialog and the panel at 1280 and 375 px are saved in the test's output folder.
 */
const SERVER = { timeout: 30_000 };
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const REVIEWER = { email: `reviewer-${tag}@example.co.za`, password: 'reviewer-pass-2026', name: 'Thandi Nkosi' };
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'zu' });
  return context.newPage();
}

test('a visitor’s better isiZulu wording is accepted by a named reviewer and applied to the catalog', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = trackConsoleErrors(page);
  await adminAuth.createUser({ email: REVIEWER.email, password: REVIEWER.password });

  // The visitor, on the isiZulu wizard, picks the footer's "Ikhaya" and suggests better words.
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoInteractive(page, '/zu/matching');
  await page.getByRole('button', { name: 'Phakamisa ukuhumusha okungcono' }).click();
  const dialog = page.getByRole('dialog', { name: 'Phakamisa ukuhumusha okungcono' });
  await expect(dialog.getByLabel('Thola umbhalo')).toBeFocused();
  await dialog.getByLabel('Thola umbhalo').fill('Home');
  await shot(page, 'suggest-dialog-list-1280');
  await dialog.getByRole('button', { name: /^Ikhaya/ }).click();
  await expect(dialog.getByText('Home', { exact: true })).toHaveAttribute('lang', 'en');
  const wording = dialog.getByLabel('Amagama akho angcono');
  await expect(wording).toHaveValue('Ikhaya');
  await wording.fill(`Ekhaya ${tag}`);
  await dialog.getByLabel(/Inothi/).fill('Ekhaya kuzwakala kangcono.');
  await shot(page, 'suggest-dialog-form-1280');
  await dialog.getByRole('button', { name: 'Thumela isiphakamiso' }).click();
  await expect(dialog.getByText('Siyabonga. Isiphakamiso sakho sithunyelwe kubahumushi bethu.')).toBeVisible(SERVER);
  await dialog.getByRole('button', { name: 'Vala' }).last().click();
  await expect(dialog).toBeHidden();
  // Focus is back where the visitor left it.
  await expect(page.getByRole('button', { name: 'Phakamisa ukuhumusha okungcono' })).toBeFocused();

  // The dialog at 375 px, by keyboard alone.
  const small = await phone(browser);
  await gotoInteractive(small, '/zu/matching');
  await small.getByRole('button', { name: 'Phakamisa ukuhumusha okungcono' }).focus();
  await small.keyboard.press('Enter');
  const smallDialog = small.getByRole('dialog');
  await expect(smallDialog.getByLabel('Thola umbhalo')).toBeFocused();
  await small.keyboard.type('Xhumana');
  await expect(smallDialog.getByRole('button', { name: /Xhumana Nathi/ })).toBeVisible();
  await shot(small, 'suggest-dialog-list-375');
  await small.keyboard.press('Tab');
  await small.keyboard.press('Enter');
  await expect(smallDialog.getByLabel('Amagama akho angcono')).toBeFocused();
  await shot(small, 'suggest-dialog-form-375');
  await expectNoSidewaysScroll(small);
  await small.keyboard.press('Escape');
  await expect(smallDialog).toBeHidden();
  await small.context().close();

  // The operator names the reviewer in the control panel.
  await signInAsOperator(page);
  await page.getByRole('tab', { name: 'Translation suggestions' }).click();
  await expect(page.getByRole('article').filter({ hasText: `Ekhaya ${tag}` })).toBeVisible(SERVER);
  await page.getByLabel('Account email').fill(REVIEWER.email);
  await page.getByLabel('Reviewer’s name').fill(REVIEWER.name);
  await page.getByRole('button', { name: 'Make translation reviewer' }).click();
  await expect(page.getByText(`recorded as ${REVIEWER.name}`)).toBeVisible(SERVER);
  await shot(page, 'suggestions-panel-operator-1280');

  // The reviewer, on a phone, sees only the suggestions, edits the wording and accepts it.
  const reviewer = await phone(browser);
  await reviewer.goto('/admin-control');
  await reviewer.getByLabel('Email').fill(REVIEWER.email);
  await reviewer.getByLabel('Password').fill(REVIEWER.password);
  await reviewer.getByRole('button', { name: 'Sign In' }).click();
  await expect(reviewer.getByRole('heading', { name: 'Translation suggestions' })).toBeVisible(SERVER);
  await expect(reviewer.getByRole('tablist')).toHaveCount(0);
  await expect(reviewer.getByRole('link', { name: 'Categorisation lab' })).toHaveCount(0);
  const card = reviewer.getByRole('article').filter({ hasText: `Ekhaya ${tag}` });
  await expect(card.getByText('Ikhaya', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Edit, then accept' }).click();
  await card.getByLabel('Edited wording').fill('Ekhaya');
  await shot(reviewer, 'suggestions-panel-reviewer-375');
  await expectNoSidewaysScroll(reviewer);
  await card.getByRole('button', { name: 'Accept edited wording' }).click();
  await expect(reviewer.getByText(`Accepted as “Ekhaya”, reviewed by ${REVIEWER.name}.`)).toBeVisible(SERVER);

  // The patch file, applied by the repository's script to a copy of the catalogs.
  const downloading = reviewer.waitForEvent('download');
  await reviewer.getByRole('button', { name: 'Download accepted as patch file' }).click();
  const file = await (await downloading).path();
  const locales = mkdtempSync(join(tmpdir(), 'suggest-journey-'));
  try {
    cpSync('src/locales', locales, { recursive: true });
    const report = applySuggestionFile(file, locales);
    expect(report.some((line) => /^zu: [1-9]\d* applied$/.test(line))).toBe(true);
    const entry = parsePo(readFileSync(join(locales, 'zu/messages.po'), 'utf8')).entries.find((e) => e.key === 'footer.home')!;
    expect(entry.translation).toBe('Ekhaya');
    expect(reviewStateOf(entry.review)).toEqual({
      state: 'reviewed',
      by: REVIEWER.name,
      on: new Date().toISOString().slice(0, 10),
    });
  } finally {
    rmSync(locales, { recursive: true, force: true });
  }
  // The export is recorded: the panel says by whom, and the next file holds nothing already exported.
  await expect(reviewer.getByText(/accepted suggestions? in the file, recorded as exported .* by Thandi Nkosi\./)).toBeVisible();
  await shot(reviewer, 'suggestions-export-375');
  await reviewer.getByRole('button', { name: 'Download accepted as patch file' }).click();
  await expect(reviewer.getByText('No accepted suggestions since the last file.')).toBeVisible(SERVER);
  // A lost download: the last file again, unchanged.
  const again = reviewer.waitForEvent('download');
  await reviewer.getByRole('button', { name: 'Download the last file again' }).click();
  expect(readFileSync(await (await again).path(), 'utf8')).toBe(readFileSync(file, 'utf8'));
  await reviewer.context().close();
  expect(errors).toEqual([]);
});

test('on the isiZulu home, served without the app, words a visitor selects open the dialog on their text', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = trackConsoleErrors(page);
  const appScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) appScripts.push(request.url());
  });
  const lead =
    'Chaza udaba lwakho lwezomthetho, udlule ezinyathelweni, sizokuxhumanisa nefemu yabameli eqinisekisiwe yaseNingizimu Afrika esebenza ngohlobo lodaba lwakho, eduze kwakho.';
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoInteractive(page, '/zu');

  // The visitor highlights the words they would say better, then follows the link.
  await page.getByText(lead).selectText();
  const link = page.getByRole('button', { name: 'Phakamisa ukuhumusha okungcono' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Phakamisa ukuhumusha okungcono' });
  const wording = dialog.getByLabel('Amagama akho angcono');
  await expect(wording).toHaveValue(lead, SERVER);
  await expect(wording).toBeFocused();
  await expect(dialog.getByText('Describe your legal problem, swipe through the steps', { exact: false })).toHaveAttribute(
    'lang',
    'en',
  );
  await shot(page, 'suggest-home-selected-1280');
  const better = `Chaza udaba lwakho, ulandele izinyathelo ${tag}, sizokuxhumanisa nefemu yabameli eqinisekisiwe eduze kwakho.`;
  await wording.fill(better);
  await dialog.getByRole('button', { name: 'Thumela isiphakamiso' }).click();
  await expect(dialog.getByText('Siyabonga. Isiphakamiso sakho sithunyelwe kubahumushi bethu.')).toBeVisible(SERVER);
  await dialog.getByRole('button', { name: 'Vala' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  const stored = (await adminDb.collection('translationSuggestions').where('text', '==', better).get()).docs.map((d) => d.data());
  expect(stored).toEqual([expect.objectContaining({ locale: 'zu', messageId: 'home.hero.lead', status: 'pending' })]);

  // On a phone, with nothing selected: the list, and the tip to select words first.
  const small = await phone(browser);
  await gotoInteractive(small, '/zu');
  await small.getByRole('button', { name: 'Phakamisa ukuhumusha okungcono' }).click();
  const smallDialog = small.getByRole('dialog');
  await expect(smallDialog.getByText(/^Icebiso: qala ukhethe amagama ekhasini/)).toBeVisible(SERVER);
  await expect(smallDialog.getByLabel('Thola umbhalo')).toBeFocused();
  await expect(smallDialog.getByRole('button', { name: /^Usukulungele ukuthola ummeli wakho\?/ })).toBeVisible();
  await shot(small, 'suggest-home-tip-375');
  await expectNoSidewaysScroll(small);
  await small.context().close();

  // The home stayed a page without the app: only the dialog came, when asked for.
  expect(appScripts).toEqual([]);
  expect(errors).toEqual([]);
});
