import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteHeader } from '@/app/layouts/site-header';
import { wireLanguagePicker, wireLocaleOffer } from './language';

// Wired onto the header the real component prerenders (as islands.test.tsx does), on a guide: a
// content page served without the app.
function prerenderedHeader(path = '/guides/divorce') {
  document.body.innerHTML = renderToString(
    <StaticRouter location={path}>
      <SiteHeader />
    </StaticRouter>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the language picker island', () => {
  it('remembers the language chosen and opens the page the option names', () => {
    prerenderedHeader();
    const navigate = vi.fn();
    wireLanguagePicker(document, navigate);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.change(picker, { target: { value: 'zu' } });
    expect(localStorage.getItem('regmatch.locale')).toBe('zu');
    expect(navigate).toHaveBeenCalledWith('/zu/matching');
  });

  it('offers every language by its own name', () => {
    prerenderedHeader();
    wireLanguagePicker(document, vi.fn());
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(['English', 'isiZulu', 'isiXhosa', 'Afrikaans', 'Sepedi', 'Setswana', 'Sesotho']);
  });
});

describe('the preferred-language offer island', () => {
  const offer = () => screen.queryByRole('region', { name: 'Afrikaans' });

  it('offers the browser’s language in that language, and goes there only when accepted', () => {
    prerenderedHeader();
    const navigate = vi.fn();
    wireLocaleOffer(document, ['af-ZA', 'en'], navigate);
    const bar = offer()!;
    expect(within(bar).getByText('Wil jy hierdie webwerf in Afrikaans gebruik?')).toHaveAttribute('lang', 'af');
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(within(bar).getByRole('button', { name: 'Ja, skakel oor' }));
    expect(localStorage.getItem('regmatch.locale')).toBe('af');
    expect(navigate).toHaveBeenCalledWith('/af/matching');
    expect(offer()).toBeNull();
  });

  it('says no thanks in the page’s language, and never offers again', () => {
    prerenderedHeader();
    wireLocaleOffer(document, ['af'], vi.fn());
    fireEvent.click(within(offer()!).getByRole('button', { name: 'No thanks' }));
    expect(offer()).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    wireLocaleOffer(document, ['af'], vi.fn());
    expect(offer()).toBeNull();
  });

  it('sits outside the header, keeping room below the page while it shows and giving it back when it goes', () => {
    prerenderedHeader();
    wireLocaleOffer(document, ['af'], vi.fn());
    const bar = offer()!;
    // Inside the header it would push the page down as it appears (locale-offer-look.ts).
    expect(bar.closest('header')).toBeNull();
    expect(bar.previousElementSibling?.tagName).toBe('HEADER');
    expect(bar.className).toContain('fixed');
    const room = () => document.documentElement.style.getPropertyValue('--offer-room');
    expect(room()).toMatch(/^\d+px$/);
    fireEvent.click(within(bar).getByRole('button', { name: 'No thanks' }));
    expect(room()).toBe('');
  });

  it('offers nothing when English comes first, or when a language was already chosen', () => {
    prerenderedHeader();
    wireLocaleOffer(document, ['en-ZA', 'af'], vi.fn());
    expect(offer()).toBeNull();
    localStorage.setItem('regmatch.locale', 'en');
    wireLocaleOffer(document, ['af'], vi.fn());
    expect(offer()).toBeNull();
  });
});
