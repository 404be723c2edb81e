import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { monthKey } from '../src/domain/payments/plans';
import { FIXTURE_PARAGRAPHS, FIXTURE_TITLE } from '../tests/fixtures/make-blog-pdf';
import { adminDb } from './support/admin';
import { writeFirmDocuments } from './support/firm-accounts';
import { trackConsoleErrors } from './support/console';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';
import { createFirm as createMatchableFirm, uniqueTag } from './matching-fixtures';
import { gotoInteractive } from './support/navigation';
import { keepScreenshot } from './support/screens';
import { expectNoSidewaysScroll } from './support/layout';

const OPERATOR = { email: 'operator@demo.regmatch.test', password: 'demo-password-2026' };
const LAB_PATH = '/lab-7f3a9c2e';
const FIXTURE_PDF = fileURLToPath(new URL('../tests/fixtures/blog-import.pdf', import.meta.url));
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signInAsOperator(page: Page, path = '/admin-control') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A firm of this journey's own, so parallel journeys never fight over the demo firms. */
async function createFirm(name: string) {
  const ref = adminDb.collection('firms').doc(`e2e-admin-${unique()}`);
  await writeFirmDocuments(ref.id, {
    firm: { firmName: name, rating: 4.2, reviewCount: 3, description: `${name} is a test practice.` },
    account: { email: 'e2e@firm.test', leadsThisMonth: 1, leadMonth: monthKey(new Date()) },
  });
  return ref;
}

/**
 * The Functions emulator starts a worker on a function's first call, which can take many seconds
 * on a busy machine. One unauthenticated call per function (refused at once) warms them up, so
 * the journeys measure the app rather than the emulator's cold start.
 */
test.beforeAll(async () => {
  test.setTimeout(90_000);
  const base = `http://127.0.0.1:${process.env.EMU_FUNCTIONS_PORT ?? '5001'}/${process.env.EMU_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-regmatch'}/africa-south1`;
  await Promise.all(
    ['adminUpdateFirm', 'saveBlogPost', 'processPdfUpload'].map((name) =>
      fetch(`${base}/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":{}}' }).catch(
        () => undefined,
      ),
    ),
  );
});

/** A server round trip on a shared, busy test machine. */
const SERVER = { timeout: 30_000 };

test.describe('operator access', () => {
  test('a firm account is refused with a clear message and the panel stays closed', async ({ page }) => {
    await page.goto('/admin-control');
    await page.getByLabel('Email').fill('premium.firm@demo.regmatch.test');
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('This account does not have operator access.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Firm Management' })).toHaveCount(0);
  });

  test('empty fields and a wrong password both say Invalid credentials', async ({ page }) => {
    await page.goto('/admin-control');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid credentials')).toBeVisible();
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid credentials')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Control Panel' })).toHaveCount(0);
  });

  test('an operator signs in, sees both tabs, and Logout closes the panel', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await signInAsOperator(page);
    await expect(page.getByRole('heading', { name: 'Control Panel' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Firm Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Blog Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('firm management', () => {
  test('an operator upgrades, features and moves a firm; each change is saved and audited', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `E2E Operator Firm ${unique()}`;
    const firm = await createFirm(name);
    await signInAsOperator(page);
    await page.getByLabel('Search firms').fill(name);
    await page.getByLabel('Search firms').press('Enter');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: '1 / 2' })).toBeVisible();

    // Upgrade.
    await row.getByLabel(`Plan for ${name}`).selectOption('premium');
    await expect(row.getByText('Success!')).toBeVisible(SERVER);
    await expect(page.getByText('Subscription updated successfully')).toBeVisible();
    await expect(row.getByText('Success!')).toBeHidden({ timeout: 5000 });
    await expect.poll(async () => (await firm.get()).get('packageType')).toBe('premium');
    const account = (await firm.collection('private').doc('account').get()).data()!;
    expect(account).toMatchObject({ leadsThisMonth: 0, maxLeadsPerMonth: -1, paymentStatus: 'active' });

    // Feature.
    await row.getByLabel(`Featured: ${name}`).check();
    await expect(row.getByText('Success!')).toBeVisible(SERVER);
    await expect.poll(async () => (await firm.get()).get('isFeatured')).toBe(true);

    // The public featured list shows it under its province.
    await gotoInteractive(page, '/featured-firms');
    await page.getByRole('button', { name: 'Gauteng' }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // Move to another province.
    await page.goto('/admin-control');
    await page.getByLabel('Search firms').fill(name);
    await page.getByLabel('Search firms').press('Enter');
    await row.getByLabel(`Province for ${name}`).selectOption('Western Cape');
    await expect(row.getByText('Success!')).toBeVisible(SERVER);
    await expect.poll(async () => (await firm.get()).get('province')).toBe('Western Cape');
    expect((await firm.get()).get('primaryServiceArea')).toBe('Western Cape');

    // The history view lists all three changes, newest first.
    await row.getByRole('button', { name: `History for ${name}` }).click();
    const history = page.getByRole('list', { name: 'Changes, newest first' });
    await expect(page.getByRole('heading', { name: `Change history: ${name}` })).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText('Province: Gauteng → Western Cape');
    await expect(history).toContainText('Plan: Basic → Premium');
    await expect(history).toContainText(`by ${OPERATOR.email}`);
    const audit = await adminDb.collection('auditLog').where('firmId', '==', firm.id).get();
    expect(audit.docs.map((d) => d.get('field')).sort()).toEqual(['featured', 'plan', 'province']);
  });

  test('the list reads a page at a time; search by the start of a name and a filter run on the server', async ({ page }) => {
    const name = `E2E Zulu Prefix ${unique()}`;
    await createFirm(name);
    await signInAsOperator(page);
    const pages = page.getByRole('navigation', { name: 'Firm pages' });
    await expect(pages.getByText('Page 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(26);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByText('Page 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(pages.getByText('Page 1', { exact: true })).toBeVisible();

    // The start of the name, in any case and spacing, finds the firm (a firm far down the list).
    await page.getByLabel('Search firms').fill('e2e zulu');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    // A filter narrows the same search: the firm is in Gauteng, so Limpopo shows nothing.
    await page.getByLabel('Show', { exact: true }).selectOption('province:Limpopo');
    await expect(page.getByText('No firms found')).toBeVisible();
    await page.getByLabel('Show', { exact: true }).selectOption('province:Gauteng');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await page.getByLabel('Search firms').fill('khumalo legal');
    await page.getByLabel('Show', { exact: true }).selectOption('all');
    await expect(page.getByRole('row', { name: /Khumalo Legal Inc\./ })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, { path: test.info().outputPath('firm-list-1280.png'), fullPage: true });
  });

  test('at 375 px the firms are cards with labelled controls and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsOperator(page);
    await expect(page.getByRole('list', { name: 'Firms, page 1' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    // Every section's tab is on screen (they wrap), none cut off at the edge.
    for (const tab of await page.getByRole('tablist', { name: 'Control panel sections' }).getByRole('tab').all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
    }
    // Queue entries keep their names and contact lines inside the screen.
    const queue = page.getByRole('list', { name: 'Firms waiting for verification' });
    await expect(queue.getByRole('article').first()).toBeVisible();
    expect(
      await queue
        .locator('h3, p')
        .evaluateAll((els) =>
          els.every((el) => el.getBoundingClientRect().right <= window.innerWidth && el.scrollWidth <= el.clientWidth + 1),
        ),
    ).toBe(true);
    await keepScreenshot(page, { path: test.info().outputPath('firm-list-375.png'), fullPage: true });
  });
});

test.describe('contact inbox', () => {
  test('a visitor sends a message from Contact Us and the operator reads it in the control panel', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Visitor ${unique()}`;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();

    // The form checks with the callable's own rules before sending.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Email address').fill('visitor@example.co.za');
    await page.getByLabel('What is it about?').selectOption('matching');
    await page.getByLabel('Message').fill('See https://spam.example for cheap lawyers');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please leave out web links; describe what you need in words.')).toBeVisible();
    await page.getByLabel('Message').fill('I was matched on Monday and have not heard from the firm yet.');
    await page.setViewportSize({ width: 375, height: 800 });
    await keepScreenshot(page, { path: test.info().outputPath('contact-375.png'), fullPage: true });
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/Your message has reached our team/)).toBeVisible(SERVER);

    // The operator's mail is queued, and the message waits in the inbox, newest first.
    await expect
      .poll(async () => (await adminDb.collection('mail').where('data.name', '==', name).get()).docs.map((d) => d.get('to')))
      .toEqual(['support@regmatch.co.za']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsOperator(page, '/admin-control#inbox');
    await expect(page.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');
    const message = page.getByRole('article', { name: `Message from ${name}` });
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`Message from ${name}`);
    await expect(message).toContainText('I was matched on Monday');
    await expect(message).toContainText('Help with a match');
    await expect(message.getByText('New', { exact: true })).toBeVisible();
    await keepScreenshot(page, { path: test.info().outputPath('inbox-1280.png'), fullPage: true });
    await message.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(message.getByText('Handled', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await adminDb.collection('contactMessages').where('name', '==', name).get()).docs[0]?.get('status'))
      .toBe('handled');
  });
});

test.describe('data requests', () => {
  test('an operator exports and erases everything held about a client; nothing with the address remains', async ({ page }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    const city = `Erasedorp${tag}`;
    const email = `erase-${tag}@example.co.za`;
    await createMatchableFirm(`${tag}-erase`, {
      firmName: `Erase ${tag} Attorneys`,
      primaryCity: city,
      cities: [city],
      practiceAreas: ['uncontested-divorce'],
    });

    // The client's data, made the way the product makes it: a request through the wizard and a Contact Us message.
    await completePersonWizard(page, { email, city });
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Lerato Mokoena');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Message').fill('Please tell me what you hold about me, then delete it.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/Your message has reached our team/)).toBeVisible({ timeout: CALL_TIMEOUT });

    await signInAsOperator(page);
    await page.getByRole('tab', { name: 'Data requests' }).click();
    await page.getByLabel('Email address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find' }).click();
    const findings = page.getByRole('table', { name: 'Documents found, by kind' });
    await expect(findings.getByRole('row', { name: /Requests sent to firms/ })).toContainText('1', { timeout: CALL_TIMEOUT });
    await expect(findings.getByRole('row', { name: /Contact Us messages/ })).toContainText('1');
    await keepScreenshot(page, { path: test.info().outputPath('data-requests-1280.png'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download export (JSON)' }).click(),
    ]);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      records: { source: string; data: unknown }[];
    };
    expect(exported.records.map((r) => r.source)).toEqual(
      expect.arrayContaining(['leads', 'contacts', 'contactMessages', 'mail']),
    );
    expect(JSON.stringify(exported)).toContain(email);

    await page.getByRole('button', { name: 'Erase' }).click();
    await expect(page.getByText('Type the same email address again to confirm')).toBeVisible();
    await page.getByLabel('Type the email address again').fill(email);
    await page.getByRole('button', { name: 'Erase' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Erased' })).toContainText('Requests sent to firms (leads): 1', {
      timeout: CALL_TIMEOUT,
    });

    // Every collection, read with the Admin SDK: the address is nowhere.
    const mentions: string[] = [];
    for (const collection of await adminDb.listCollections()) {
      for (const doc of (await collection.get()).docs) {
        if (JSON.stringify(doc.data()).toLowerCase().includes(email)) mentions.push(doc.ref.path);
      }
    }
    expect(mentions).toEqual([]);
    // The firm keeps its lead, without the client.
    const leads = await adminDb.collection('leads').where('firmId', '==', `${tag}-erase`).get();
    expect(leads.docs.map((d) => d.get('personalInfoRemoved.reason'))).toEqual(['erasure']);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, { path: test.info().outputPath('data-requests-375.png'), fullPage: true });
  });
});

test.describe('blog management', () => {
  test('an operator writes and publishes a post, with the form validating first', async ({ page }) => {
    test.setTimeout(90_000);
    const title = `Know Your Rights as a Tenant ${unique()}`;
    await signInAsOperator(page);
    await page.getByRole('tab', { name: 'Blog Management' }).click();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).first()).toBeVisible();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('What a tenant can do when a landlord keeps the deposit.');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Your landlord must return your deposit with interest.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a featured image' }).first()).toBeVisible();

    await expect(page.getByText('Image uploads are off in this local run')).toBeVisible();
    await page.getByLabel('Featured image URL').fill('https://images.example.test/tenant.jpg');
    await page.getByLabel('Meta description').fill('Deposits and tenant rights.');
    await expect(page.getByText('27/160 characters')).toBeVisible();

    const keywords = page.getByLabel('Keywords', { exact: true });
    await keywords.fill('  deposit  ');
    await keywords.press('Enter');
    await keywords.fill('Deposit');
    await keywords.press('Enter');
    await keywords.fill('   ');
    await keywords.press('Enter');
    await keywords.fill('tenant');
    await page.getByRole('button', { name: 'Add keyword' }).click();
    await expect(page.getByRole('list', { name: 'Keywords added' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove keyword tenant' }).click();
    await page.getByLabel('Tags', { exact: true }).fill('Property');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByLabel('Category').fill('Property Law');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Blog post created successfully!')).toBeVisible(SERVER);
    await expect(page.getByRole('list', { name: 'Blog posts' }).getByText(title)).toBeVisible();

    const saved = await adminDb.collection('blog_posts').where('title', '==', title).get();
    expect(saved.size).toBe(1);
    const post = saved.docs[0]!.data();
    expect(post).toMatchObject({
      status: 'published',
      keywords: ['deposit'],
      tags: ['Property'],
      category: 'Property Law',
      imageUrl: 'https://images.example.test/tenant.jpg',
    });
    expect(post.slug).toMatch(/^know-your-rights-as-a-tenant-/);
    expect(post.content).toBe('<p>Your landlord must return your deposit with interest.</p>');

    // The public blog lists it.
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('a post is saved as a draft, then deleted after confirmation', async ({ page }) => {
    const title = `Draft About Wills ${unique()}`;
    await signInAsOperator(page);
    await page.getByRole('tab', { name: 'Blog Management' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('A draft.');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Draft body.');
    await page.getByLabel('Featured image URL').fill('https://images.example.test/will.jpg');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Blog post created successfully!')).toBeVisible(SERVER);
    await expect
      .poll(async () => (await adminDb.collection('blog_posts').where('title', '==', title).get()).docs[0]?.get('status'))
      .toBe('draft');

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('button', { name: `Confirm delete ${title}` }).click();
    await expect(page.getByRole('list', { name: 'Blog posts' }).getByText(title)).toBeHidden();
    await expect.poll(async () => (await adminDb.collection('blog_posts').where('title', '==', title).get()).size).toBe(0);
  });

  test('the fixture PDF imports into the form with its title and text; other files are refused', async ({ page }) => {
    await signInAsOperator(page);
    await page.getByRole('tab', { name: 'Blog Management' }).click();

    await page
      .getByLabel('Import from PDF')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await expect(page.getByText('Please select a PDF file')).toBeVisible();

    await page.getByLabel('Import from PDF').setInputFiles(FIXTURE_PDF);
    await expect(page.getByText('Imported “blog-import.pdf”')).toBeVisible(SERVER);
    await expect(page.getByLabel('Title')).toHaveValue(FIXTURE_TITLE);
    await expect(page.getByLabel('Excerpt')).toHaveValue(FIXTURE_PARAGRAPHS[0]!);
    const content = page.getByRole('textbox', { name: 'Content' });
    for (const paragraph of FIXTURE_PARAGRAPHS) await expect(content.getByText(paragraph)).toBeVisible();
  });
});

test.describe('categorisation lab', () => {
  test('is closed to visitors and shows an operator the classifier with matched phrases', async ({ page }) => {
    await page.goto(LAB_PATH);
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Categorisation Lab' })).toBeVisible();
    await page.getByLabel('Describe the legal problem').fill('My landlord wants me out and kept my deposit');
    const first = page.getByRole('listitem').filter({ hasText: 'Evictions' }).first();
    await expect(first).toContainText('Property & Housing');
    await expect(first).toContainText('landlord wants me out');
  });
});
