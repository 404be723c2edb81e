import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SearchCriteria } from '@/domain/matching/criteria';
import { MatchingWizard } from './matching-wizard';
import { loadLateSteps } from './steps/late-steps';
import { loadWizardRules } from './wizard-rules';
import { EMPTY_DATA, toDraft } from './wizard-state';

// Issue 26: twice a journey lost text typed right after a step appeared, under load, and the fix
// made the tests wait for the step's history entry. The step is now read from the URL alone, so a
// screen is on show only once its entry is: every field below is typed into the moment its screen
// appears (no wait for the URL, the draft or anything else), and every keystroke must arrive.
const sent: SearchCriteria[] = [];
vi.mock('../api/request-match', () => ({
  requestMatch: (criteria: SearchCriteria) => {
    sent.push(criteria);
    return Promise.resolve({ leadId: 'lead-1', topFirm: null, nextFirms: [] });
  },
}));

function renderWizard(at = '/matching') {
  const router = createMemoryRouter(
    [
      { path: '/matching', element: <MatchingWizard /> },
      { path: '/results', element: <p>Results</p> },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * The field the moment its screen shows (polled every millisecond, not every 50; the ceiling is
 * only for a loaded machine, where a render can take a while).
 */
const ON_ARRIVAL = { interval: 1, timeout: 10_000 };
const appears = (label: string | RegExp) => screen.findByLabelText(label, {}, ON_ARRIVAL);
const next = () => screen.getByRole('button', { name: /^(Continue|Find My Match)$/ });

// Whole journeys typed key by key: generous on a busy shared machine (a ceiling, not a wait).
vi.setConfig({ testTimeout: 60_000 });
// The rules and the last screens download on the first touch of the form; here they are in place.
beforeAll(() => Promise.all([loadWizardRules(), loadLateSteps()]));
beforeEach(() => {
  sessionStorage.clear();
  sent.length = 0;
});
afterEach(cleanup);

describe('typing the moment a step appears keeps every keystroke', () => {
  it('a person: every field typed on arrival, every value whole on screen and in the request', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderWizard();
    await user.click(screen.getByLabelText(/I accept the Terms/));
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: /An individual/ }, ON_ARRIVAL));

    const first = await appears('First name');
    await user.type(first, 'Lerato-Naledi');
    expect(first).toHaveValue('Lerato-Naledi');
    // A password manager fills a field in one go.
    const last = screen.getByLabelText('Last name');
    await user.click(last);
    await user.paste('Mokoena Dlamini');
    expect(last).toHaveValue('Mokoena Dlamini');
    await user.click(next());

    const email = await appears('Email address');
    await user.type(email, 'lerato.mokoena@example.co.za');
    expect(email).toHaveValue('lerato.mokoena@example.co.za');
    await user.click(next());

    await user.selectOptions(await appears('Province'), 'Gauteng');
    await user.click(next());

    const city = await appears('City or town');
    await user.type(city, 'Soweto, Orlando East');
    expect(city).toHaveValue('Soweto, Orlando East');
    expect(router.state.location.search).toBe('?step=6');
    await user.click(next());

    const need = await screen.findByRole('combobox', { name: 'What do you need help with?' }, ON_ARRIVAL);
    await user.type(need, 'Divorce & Separation');
    expect(need).toHaveValue('Divorce & Separation');
    const story = screen.getByLabelText('Briefly describe your situation (optional)');
    await user.type(story, 'We agree on everything; the house is sold.');
    expect(story).toHaveValue('We agree on everything; the house is sold.');
    await user.click(next());

    expect(await screen.findByText('Results')).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        firstName: 'Lerato-Naledi',
        lastName: 'Mokoena Dlamini',
        email: 'lerato.mokoena@example.co.za',
        location: 'Gauteng',
        city: 'Soweto, Orlando East',
        subcategory: 'divorce-separation',
        description: 'We agree on everything; the house is sold.',
      }),
    ]);
  });

  it('a business: company, contact, email and details typed on arrival, Continue pressed at once after each', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.click(screen.getByLabelText(/I accept the Terms/));
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: /A business/ }, ON_ARRIVAL));
    for (const [label, value] of [
      ['Company name', 'Brightside (Pty) Ltd'],
      ['Contact person', 'Sipho Ndlovu'],
      ['Email address', 'sipho@brightside.co.za'],
    ] as const) {
      const field = await appears(label);
      await user.type(field, value);
      expect(field).toHaveValue(value);
      await user.click(next());
    }
    await user.selectOptions(await appears('Province'), 'KwaZulu-Natal');
    await user.click(next());
    await user.type(await appears('City or town'), 'Durban');
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: /Recover money owed/ }, ON_ARRIVAL));
    const details = await appears('Additional details (optional)');
    await user.type(details, 'Three invoices, 90 days overdue.');
    expect(details).toHaveValue('Three invoices, 90 days overdue.');
    await user.click(next());

    expect(await screen.findByText('Results')).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        companyName: 'Brightside (Pty) Ltd',
        contactName: 'Sipho Ndlovu',
        email: 'sipho@brightside.co.za',
        city: 'Durban',
        serviceType: 'collections',
        additionalDetails: 'Three invoices, 90 days overdue.',
      }),
    ]);
  });

  it('the first step hands over to the full wizard: by keyboard, nothing lost, focus on the next heading, Back keeps the box ticked', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderWizard();
    // The first step is shown without the form library; the full wizard is fetched on this touch.
    const terms = screen.getByLabelText(/I accept the Terms/);
    terms.focus();
    await user.keyboard(' ');
    await user.tab();
    expect(next()).toHaveFocus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Who needs legal help?' }, ON_ARRIVAL);
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.search).toBe('?step=2');
    await user.click(screen.getByRole('button', { name: /An individual/ }));
    const first = await appears('First name');
    await user.type(first, 'Thandiwe');
    expect(first).toHaveValue('Thandiwe');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await appears(/I accept the Terms/)).toBeChecked();
    expect(router.state.location.search).toBe('');
    // Forward again: the answers the full wizard holds are still there.
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: /An individual/ }, ON_ARRIVAL));
    expect(await appears('First name')).toHaveValue('Thandiwe');
  });

  it('after Back, and after a reload that restores the draft, the field takes what is typed on arrival', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStorage.setItem(
      'regmatch.draft.matching-wizard',
      JSON.stringify(
        toDraft({
          ...EMPTY_DATA,
          legalTermsAccepted: true,
          userType: 'person',
          firstName: 'Lerato',
          lastName: 'Mokoena',
          email: 'lerato@example.co.za',
          location: 'Limpopo',
          city: 'Polo',
        }),
      ),
    );
    renderWizard('/matching?step=6');
    const city = await appears('City or town');
    await user.type(city, 'kwane');
    expect(city).toHaveValue('Polokwane');
    // The reload's entry is the first of this history: the wizard's Back corrects it to the province.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const province = await appears('Province');
    expect(province).toHaveValue('Limpopo');
    await user.click(next());
    const again = await appears('City or town');
    await user.type(again, ' (Pietersburg)');
    expect(again).toHaveValue('Polokwane (Pietersburg)');
  });
});

describe('the URL is the only record of the step', () => {
  it('a URL naming a later step with nothing answered shows the first step and corrects the entry', async () => {
    const router = renderWizard('/matching?step=6');
    expect(await screen.findByLabelText(/I accept the Terms/)).not.toBeChecked();
    expect(screen.getByText('Step 1 of 5')).toBeVisible();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a URL that skips a step shows the first one that needs an answer', async () => {
    sessionStorage.setItem(
      'regmatch.draft.matching-wizard',
      JSON.stringify(
        toDraft({ ...EMPTY_DATA, legalTermsAccepted: true, userType: 'person', firstName: 'Lerato', lastName: 'M' }),
      ),
    );
    const router = renderWizard('/matching?step=6');
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?step=4'));
  });
});
