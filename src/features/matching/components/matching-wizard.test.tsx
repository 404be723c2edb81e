import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MatchingWizard } from './matching-wizard';
import { loadLateSteps } from './steps/late-steps';
import { loadWizardRules } from './wizard-rules';

// The matching wizard as a person meets it: the form's messages (spec texts), focus on the field
// that needs attention, the step in the URL, and answers kept across Back.
function renderWizard() {
  const router = createMemoryRouter([{ path: '/matching', element: <MatchingWizard /> }], { initialEntries: ['/matching'] });
  render(<RouterProvider router={router} />);
  return router;
}
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

// Whole journeys through a rendered form: more than the default 5 s on a busy shared machine.
vi.setConfig({ testTimeout: 30_000 });
// The rules and the last screens download on the first touch of the form; here they are in place.
beforeAll(() => Promise.all([loadWizardRules(), loadLateSteps()]));
beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('MatchingWizard', () => {
  it('refuses to start until the terms are accepted, with the spec message on the box, which gets focus', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderWizard();
    await user.click(continueButton());
    expect(await screen.findByText('Please accept the terms to continue')).toBeVisible();
    const terms = screen.getByLabelText(/I accept the Terms/);
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    // Ticking the box clears the message at once.
    await user.click(terms);
    expect(screen.queryByText('Please accept the terms to continue')).toBeNull();
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Who needs legal help?' })).toBeVisible();
    expect(router.state.location.search).toBe('?step=2');
  });

  it('pressed before the app takes the page over, the first step is sent to the second step with its answer', async () => {
    // What the browser sends without the app's handler: the form's own fields, by GET.
    renderWizard();
    const form = screen.getByRole('form');
    expect(form).toHaveAttribute('method', 'get');
    await userEvent.setup({ delay: null }).click(screen.getByLabelText(/I accept the Terms/));
    const sent = new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as Record<string, string>).toString();
    expect(sent).toBe('legalTermsAccepted=on&step=2');
    cleanup();

    // The app opened at that address: the second step, the terms accepted.
    const router = createMemoryRouter([{ path: '/matching', element: <MatchingWizard /> }], {
      initialEntries: [`/matching?${sent}`],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Who needs legal help?' })).toBeVisible();
  });

  it('sent without the box ticked, the first step shows again to be answered', async () => {
    const router = createMemoryRouter([{ path: '/matching', element: <MatchingWizard /> }], {
      initialEntries: ['/matching?step=2'],
    });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText(/I accept the Terms/)).not.toBeChecked();
  });

  it("answers handed in ('Modify Search') open the full wizard with them, past the light first step", async () => {
    const handedIn = { legalTermsAccepted: true, userType: 'person' as const, firstName: 'Lerato', lastName: 'Mokoena' };
    const router = createMemoryRouter([{ path: '/matching', element: <MatchingWizard initialData={handedIn} /> }], {
      initialEntries: ['/matching?step=3'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByLabelText('First name')).toHaveValue('Lerato');
    expect(screen.getByLabelText('Last name')).toHaveValue('Mokoena');
    expect(router.state.location.search).toBe('?step=3');
  });

  it('names step: the missing first name is refused and focused, the given last name is not; the email step checks the email', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.click(screen.getByLabelText(/I accept the Terms/));
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: /An individual/ }));
    await user.type(await screen.findByLabelText('Last name'), 'Mokoena');
    await user.type(screen.getByLabelText('First name'), '   ');
    await user.click(continueButton());
    expect(await screen.findByText('Please enter your first name')).toBeVisible();
    expect(screen.queryByText('Please enter your last name')).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Lerato');
    await user.click(continueButton());
    await user.type(await screen.findByLabelText('Email address'), 'not-an-address');
    await user.click(continueButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('Back returns to the names with what was typed, and a new province clears the city', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderWizard();
    await user.click(screen.getByLabelText(/I accept the Terms/));
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: /An individual/ }));
    await user.type(await screen.findByLabelText('First name'), 'Lerato');
    await user.type(screen.getByLabelText('Last name'), 'Mokoena');
    await user.click(continueButton());
    // Each step is answered as soon as it shows: the URL is what shows it, so there is no entry
    // still to come that could take the screen away (an email typed before the entry was written
    // was lost once on a loaded machine, issue 17).
    await user.type(await screen.findByLabelText('Email address'), 'lerato@example.co.za');
    await user.click(continueButton());
    await user.selectOptions(await screen.findByLabelText('Province'), 'Gauteng');
    await user.click(continueButton());
    await user.type(await screen.findByLabelText('City or town'), 'Soweto');
    expect(router.state.location.search).toBe('?step=6');

    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('Province')).toHaveValue('Gauteng');
    await user.selectOptions(screen.getByLabelText('Province'), 'Limpopo');
    await user.click(continueButton());
    expect(await screen.findByLabelText('City or town')).toHaveValue('');

    for (let i = 0; i < 3; i++) await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Lerato'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Mokoena');
  });

  it('a business walks company, contact and email with their messages, and Back shows each answer again', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.click(screen.getByLabelText(/I accept the Terms/));
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: /A business/ }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your company name')).toBeVisible();
    await user.type(screen.getByLabelText('Company name'), 'Brightside (Pty) Ltd');
    await user.click(continueButton());
    await user.click(continueButton());
    expect(await screen.findByText('Please enter a contact person')).toBeVisible();
    await user.type(screen.getByLabelText('Contact person'), 'Sipho Ndlovu');
    await user.click(continueButton());
    await user.click(continueButton());
    expect(await screen.findByText('Please enter your email address')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Contact person')).toHaveValue('Sipho Ndlovu');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Company name')).toHaveValue('Brightside (Pty) Ltd');
    await user.click(continueButton());
    await user.click(continueButton());
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
  });

  it('the legal need must be one of the suggestions, with the spec message', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.click(screen.getByLabelText(/I accept the Terms/));
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: /An individual/ }));
    await user.type(await screen.findByLabelText('First name'), 'Lerato');
    await user.type(screen.getByLabelText('Last name'), 'Mokoena');
    await user.click(continueButton());
    await user.type(await screen.findByLabelText('Email address'), 'lerato@example.co.za');
    await user.click(continueButton());
    await user.selectOptions(await screen.findByLabelText('Province'), 'Gauteng');
    await user.click(continueButton());
    await user.type(await screen.findByLabelText('City or town'), 'Soweto');
    await user.click(continueButton());
    const need = await screen.findByRole('combobox', { name: 'What do you need help with?' });
    await user.type(need, 'my neighbour');
    await user.click(screen.getByRole('button', { name: 'Find My Match' }));
    expect(
      await screen.findByText('Please select a valid practice area from the suggestions, or try rephrasing your search.'),
    ).toBeVisible();
    expect(need).toHaveFocus();
  });
});
