import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ResultsState } from '@/domain/matching/contracts';
import type { SearchCriteria } from '@/domain/matching/criteria';
import { MatchingWizard } from './matching-wizard';
import { loadLateSteps } from './steps/late-steps';
import { loadWizardRules } from './wizard-rules';

// The server's side of the last step is the requestMatch callable (its own emulator tests and the
// browse-areas journey cover it); here only what the wizard sends matters.
const sent: SearchCriteria[] = [];
vi.mock('../api/request-match', () => ({
  requestMatch: (criteria: SearchCriteria) => {
    sent.push(criteria);
    return Promise.resolve({ leadId: 'lead-1', topFirm: null, nextFirms: [] });
  },
}));

function ResultsProbe() {
  const state = useLocation().state as ResultsState;
  return <p>Results for {state.criteria?.userType === 'person' ? state.criteria.subcategory : 'nothing'}</p>;
}

function renderWizard() {
  const router = createMemoryRouter(
    [
      { path: '/matching', element: <MatchingWizard /> },
      { path: '/results', element: <ResultsProbe /> },
    ],
    { initialEntries: ['/matching'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

vi.setConfig({ testTimeout: 30_000 });
// The rules and the last screens download on the first touch of the form; here they are in place.
beforeAll(() => Promise.all([loadWizardRules(), loadLateSteps()]));
beforeEach(() => {
  sessionStorage.clear();
  sent.length = 0;
});
afterEach(cleanup);

/** Each screen is answered as soon as it shows: nothing waits for the URL (the URL is what shows it). */
async function reachLegalNeedStep(user: ReturnType<typeof userEvent.setup>) {
  const next = () => user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByLabelText(/I accept the Terms/));
  await next();
  await user.click(await screen.findByRole('button', { name: /An individual/ }));
  await user.type(await screen.findByLabelText('First name'), 'Lerato');
  await user.type(screen.getByLabelText('Last name'), 'Mokoena');
  await next();
  await user.type(await screen.findByLabelText('Email address'), 'lerato@example.co.za');
  await next();
  await user.selectOptions(await screen.findByLabelText('Province'), 'Gauteng');
  await next();
  await user.type(await screen.findByLabelText('City or town'), 'Soweto');
  await next();
  return screen.findByRole('combobox', { name: 'What do you need help with?' });
}

describe('Browse common areas on the legal-need step', () => {
  it('is there before anything is typed, and a client whose words match nothing browses, picks a subcategory and gets results', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    const need = await reachLegalNeedStep(user);
    const toggle = screen.getByRole('button', { name: 'Browse common areas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.type(need, 'zzqx');
    // The no-match message stays in the page's flow and points at the list right below it.
    expect(screen.getByText('No direct matches. Try rephrasing or browse common areas.')).toBeVisible();
    expect(need).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const family = screen.getByRole('button', { name: /Family Matters/ });
    expect(family).toHaveAttribute('aria-expanded', 'false');
    // Every category of the taxonomy is offered.
    for (const name of ['Domestic Issues', 'Criminal Matters', 'Property & Housing', 'Administrative Matters']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    }
    await user.click(family);
    expect(family).toHaveAttribute('aria-expanded', 'true');
    const subcategories = screen.getByRole('list', { name: 'Family Matters' });
    await user.click(within(subcategories).getByRole('button', { name: 'Divorce & Separation' }));

    // The same answer a suggestion gives: the name in the box, the items offered, the list closed
    // and focus back on its toggle.
    expect(need).toHaveValue('Divorce & Separation');
    expect(screen.queryByText('No direct matches. Try rephrasing or browse common areas.')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Uncontested Divorce' }));

    await user.click(screen.getByRole('button', { name: 'Find My Match' }));
    expect(await screen.findByText('Results for divorce-separation')).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({ practiceArea: 'family', subcategory: 'divorce-separation', specificItem: 'uncontested-divorce' }),
    ]);
  });

  it('works from the keyboard: Enter opens the list and a category, Space chooses, one category open at a time', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    const need = await reachLegalNeedStep(user);
    screen.getByRole('button', { name: 'Browse common areas' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: /Family Matters/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: /Employment Issues/ }));
    // Opening another category closes the first, so the list stays short on a phone.
    expect(screen.queryByRole('list', { name: 'Family Matters' })).toBeNull();
    const work = screen.getByRole('list', { name: 'Employment Issues' });
    within(work).getAllByRole('button')[0]!.focus();
    const first = within(work).getAllByRole('button')[0]!.textContent;
    await user.keyboard(' ');
    expect(need).toHaveValue(first);
    // Opening the list again shows the same category, with the area chosen marked.
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('list', { name: 'Employment Issues' })).getByRole('button', { name: first })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
