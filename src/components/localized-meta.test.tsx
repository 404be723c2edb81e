import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LocalizedMeta, metaOf } from '@/components/localized-meta';
import { LOCALE_CODES } from '@/domain/shared/locales';
import { translator } from '@/domain/i18n/translate';
import { loadCatalog } from '@/lib/i18n/catalog-loader';
import { activate } from '@/lib/i18n/runtime';

// Issue 38: a translated page whose words are not yet all reviewed says so in its own language,
// with a link to the same page in English (every catalog is a draft today: src/locales). Every
// translated page renders LocalizedMeta, which carries the line.
const noticeText = (locale: 'tn' | 'st') => translator(locale)('common.draftNotice').replace(/<\/?english>/g, '');

describe('the draft notice', () => {
  it('speaks Setswana above a Setswana request page and links to it in English, token kept', async () => {
    await loadCatalog('tn', ['request', 'forms']);
    activate('tn');
    window.history.replaceState(null, '', '/tn/my-request?token=abc');
    render(
      <MemoryRouter initialEntries={['/tn/my-request?token=abc']}>
        <LocalizedMeta page="my-request" />
      </MemoryRouter>,
    );
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && !!element.textContent?.startsWith(noticeText('tn'))),
    ).toBeVisible();
    // Beside it, in the same language, the way to suggest better words (issue 38).
    expect(screen.getByRole('button', { name: 'Tshitshinya phetolelo e e botoka' })).toBeVisible();
    // It keeps the request link's token (the page's query).
    expect(screen.getByRole('link', { name: 'E bale ka Sekgoa' })).toHaveAttribute('href', '/my-request?token=abc');
  });

  it('speaks Sesotho on the Sesotho wizard, linking to the English wizard', async () => {
    await loadCatalog('st');
    activate('st');
    window.history.replaceState(null, '', '/st/matching');
    render(
      <MemoryRouter initialEntries={['/st/matching']}>
        <LocalizedMeta page="matching" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Le bale ka Senyesemane' })).toHaveAttribute('href', '/matching');
  });

  it('is not shown on an English page', async () => {
    await loadCatalog('en');
    activate('en');
    const { container } = render(
      <MemoryRouter initialEntries={['/matching']}>
        <LocalizedMeta page="matching" />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the translated pages’ titles and descriptions', () => {
  // Every page that renders LocalizedMeta but the contact check (which has no meta of its own).
  const PAGES = ['matching', 'results', 'contact-firm', 'home', 'my-request', 'lead-release', 'send-on', 'answer', 'review'];
  it('name catalog messages that every language translates', () => {
    expect(metaOf('contact-check')).toBeUndefined();
    for (const page of PAGES) {
      const meta = metaOf(page)!;
      for (const locale of LOCALE_CODES) {
        const say = translator(locale);
        expect(say(meta.title), `${locale} ${page} title`).not.toBe(meta.title);
        expect(say(meta.description), `${locale} ${page} description`).not.toBe(meta.description);
      }
    }
  });
});
