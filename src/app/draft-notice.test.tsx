import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { translator } from '@/domain/i18n/translate';
import { loadCatalog } from '@/lib/i18n/catalog-loader';
import { DraftNotice } from './draft-notice';

// Issue 38: a translated page whose words are not yet all reviewed says so in its own language,
// with a link to the same page in English (every catalog is a draft today: src/locales).
const noticeText = (locale: 'tn' | 'st') => translator(locale)('common.draftNotice').replace(/<\/?english>/g, '');

describe('the draft notice', () => {
  it('speaks Setswana above a Setswana request page and links to it in English, token kept', async () => {
    await loadCatalog('tn', ['request', 'forms']);
    render(
      <MemoryRouter initialEntries={['/tn/my-request?token=abc']}>
        <DraftNotice locale="tn" part={['request', 'forms']} path="/tn/my-request" />
      </MemoryRouter>,
    );
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === noticeText('tn'))).toBeVisible();
    const english = screen.getByRole('link', { name: 'E bale ka Sekgoa' });
    expect(english).toHaveAttribute('href', '/my-request');
    // Used, it keeps the request link's token (the page's query).
    window.history.replaceState(null, '', '/tn/my-request?token=abc');
    fireEvent.focus(english);
    expect(english).toHaveAttribute('href', '/my-request?token=abc');
  });

  it('speaks Sesotho on the Sesotho wizard, linking to the English wizard', async () => {
    await loadCatalog('st');
    render(
      <MemoryRouter initialEntries={['/st/matching']}>
        <DraftNotice locale="st" path="/st/matching" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Le bale ka Senyesemane' })).toHaveAttribute('href', '/matching');
  });

  it('is not shown on an English page', async () => {
    await loadCatalog('en');
    const { container } = render(
      <MemoryRouter initialEntries={['/matching']}>
        <DraftNotice locale="en" path="/matching" />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
