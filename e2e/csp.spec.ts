import { expect, test, type Page } from '@playwright/test';
import { createCheckoutFor, createTestFirm } from './support/firm-accounts';
import { DEMO_FIRMS, signInAsFirm, tab } from './support/firm-session';
import { gotoInteractive } from './support/navigation';
import { PUBLISHED_POST } from './public-routes';
import { submitCheckoutForm } from './support/checkout';

// The Content-Security-Policy of firebase.json, served by the hosting emulator, against the
// emulator build: the main journeys must not trip it. (npm run check:deploy, CSP half.)

const OPERATOR = { email: 'operator@demo.regmatch.test', password: 'demo-password-2026' };

/**
 * Every CSP violation the page reports, across navigations: the DOM event Chromium fires for
 * each blocked load or inline script, and the console line it prints (which also covers
 * workers and frames).
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test('the hosting headers carry the CSP, HSTS and Permissions-Policy; emulator hosts only in the emulator config', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    // The site's own scripts, and reCAPTCHA Enterprise's for App Check (docs/security.md).
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/form-action 'self' https:\/\/www\.payfast\.co\.za https:\/\/sandbox\.payfast\.co\.za/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:\d+/);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('public pages, including JSON-LD data blocks, the blog and a post, report no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const url of ['/', '/matching', '/blog', `/blog/${PUBLISHED_POST.data.slug}`, '/correspondent-matching']) {
      await gotoInteractive(page, url);
      await page.waitForLoadState('load');
    }
    // A prerendered page's structured data is a data block, not a script: Chromium does not run
    // it and so does not block it.
    await gotoInteractive(page, '/');
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    await expect(page.getByRole('main')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a firm signs in (Auth), its dashboard listens (Firestore) and the password-reset call (Functions) works', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await signInAsFirm(page, DEMO_FIRMS.premium);
    await tab(page, 'Leads').click();
    await tab(page, 'Open Leads').click();
    await tab(page, 'Settings').click();
    await expect(page.getByRole('main')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/for-firms');
    await page.getByRole('button', { name: 'Firm Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Firm Sign In' });
    await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
    await dialog.getByLabel('Email').fill(`csp-${Date.now()}@example.co.za`);
    await dialog.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(dialog.getByText('Password reset instructions have been sent to your email.')).toBeVisible({ timeout: 30_000 });
    expect(violations).toEqual([]);
  });

  test('the operator signs in and opens the blog editor', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/admin-control');
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('tab', { name: 'Blog Management' }).click();
    await expect(page.getByRole('list', { name: 'Blog posts' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('The rich text editor styles itself.');
    expect(violations).toEqual([]);
  });

  test('the checkout form posts to the payment page (form-action) and the simulator loads', async ({ page }) => {
    const violations = await watchCsp(page);
    const firm = await createTestFirm('free', 'csp');
    const form = await createCheckoutFor(firm, 'premium');
    await page.goto('/');
    await submitCheckoutForm(page, form);
    await page.waitForURL(/\/dev\/payfast-simulator\?session=/);
    await expect(page.getByText('Local PayFast simulator: no real payment')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
