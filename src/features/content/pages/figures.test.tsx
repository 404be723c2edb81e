import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { installCatalog } from '@/lib/i18n/runtime';
import AboutPage from './about-page';
import HomePage from './home-page';

// The home page is translated: its words come from the English catalog, as the router loads it.
beforeAll(() => installCatalog('en', 'home'));

// The landing and about pages once showed "5000+ monthly active users" and an "85% match rate"
// that nothing measured. Each figure they show now is one the product makes true (brand.ts).
describe.each([
  ['home', HomePage],
  ['about', AboutPage],
])('the %s page figures', (_name, Page) => {
  it('shows the client price, the response promise in business hours and the practice areas', () => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const figures = screen.getAllByRole('definition').map((dd) => dd.closest('div')?.textContent);
    expect(figures).toEqual(['cost to clientsR0', 'business hours for a firm to reply16', 'practice areas15+']);
    expect(document.body.textContent).not.toMatch(/monthly active users|match rate/i);
    expect(within(document.body).queryByText(/AI-based/)).toBeNull();
  });
});

// The home page once showed six hard-coded testimonials with "Verified client" badges that no
// client wrote. It shows none until real, consented reviews can be published (docs/reviews.md).
it('the home page shows no testimonial and no "Verified client" badge', () => {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('heading', { name: /what our clients say/i })).toBeNull();
  expect(document.body.textContent).not.toMatch(/verified client|real matters, real south africans/i);
});
