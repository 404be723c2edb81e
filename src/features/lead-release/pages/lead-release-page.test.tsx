import { cleanup, screen, within } from '@testing-library/react';
import { LEAD_RELEASE_MESSAGES } from '@/domain/leads/release';
import { LOCALE_CODES, type Locale } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { activate } from '@/lib/i18n/runtime';
import { renderLinkPage } from '../../../../tests/fixtures/link-page';
// The wire shape the real getLeadRelease sends (checked against the emulator in tests/integration/lead-release.test.ts).
import { RELEASE_LINK_UNKNOWN } from '../../../../tests/fixtures/client-refusal-shapes';
import LeadReleasePage from './lead-release-page';

/** Nothing is mocked above fetch: the page, its api, call() and the Firebase SDK all run. */
function serverAnswers() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(RELEASE_LINK_UNKNOWN.body), {
          status: RELEASE_LINK_UNKNOWN.httpStatus,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

const openAt = (locale: Locale, token: string) =>
  renderLinkPage(LeadReleasePage, { catalog: 'lead-release', path: PATHS.leadRelease, locale, token });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  activate('en');
});

describe.each(LOCALE_CODES)('the release page in %s, for a link the server does not know', (locale) => {
  it('says so in the page’s language and keeps "contact us" a link to the contact page', async () => {
    serverAnswers();
    // Each language its own token: the page caches a link's answer by its token.
    await openAt(locale, `${locale.toUpperCase()}${'A'.repeat(43)}`.slice(0, 43));

    const alert = await screen.findByRole('alert');
    const link = within(alert).getByRole('link');
    expect(link).toHaveAttribute('href', PATHS.contact);
    expect(link.textContent).not.toBe('');
    expect(alert.textContent).not.toContain('<contact>');
    if (locale === 'en') {
      expect(alert).toHaveTextContent(LEAD_RELEASE_MESSAGES.notFound);
      expect(link).toHaveTextContent('contact us');
    } else {
      expect(alert).not.toHaveTextContent('most recent email');
    }
  });
});

it('in isiZulu, the link is the isiZulu words for "contact us"', async () => {
  serverAnswers();
  await openAt('zu', 'Z'.repeat(43));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Lesi sixhumanisi asisebenzi.');
  expect(within(alert).getByRole('link', { name: 'uxhumane nathi' })).toHaveAttribute('href', '/contact');
});
