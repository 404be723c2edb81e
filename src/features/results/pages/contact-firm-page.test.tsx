import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ContactFirmState, MatchedFirm } from '@/domain/matching/contracts';
// The wire shapes the real contactFirm sends (checked against the emulator in tests/integration/callable-errors.test.ts).
import {
  FIRM_UNAVAILABLE,
  LEAD_LIMIT_REACHED,
  RATE_LIMITED,
  type WireError,
} from '../../../../tests/fixtures/callable-error-shapes';
import { activateIfLoaded, catalogPartOf, loadCatalog } from '@/lib/i18n/catalog-loader';
import { activate } from '@/lib/i18n/runtime';
import ContactFirmPage from './contact-firm-page';

const firm = { id: 'full-firm', firmName: 'Dlamini Attorneys' } as MatchedFirm;
const state: ContactFirmState = {
  firm,
  searchCriteria: {
    userType: 'person',
    legalTermsAccepted: true,
    location: 'Gauteng',
    city: 'Johannesburg',
    firstName: 'Lerato',
    lastName: 'Mokoena',
    email: 'lerato@example.co.za',
    practiceArea: 'family',
    subcategory: 'divorce-separation',
  },
  postToOpenLeads: false,
  province: 'Gauteng',
  practiceArea: 'family',
};

/** Nothing is mocked above fetch: the page, its api function, call() and the Firebase SDK all run. */
function serverAnswers(shape: WireError) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(shape.body), { status: shape.httpStatus, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

const renderPage = (entryState: ContactFirmState = state) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/contact-firm', state: entryState }]}>
      <Routes>
        <Route path="/contact-firm" element={<ContactFirmPage />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ContactFirmPage with the errors the real contactFirm sends', () => {
  it('a free firm at its limit shows the spec’s lead-limit message, not the server’s wording', async () => {
    serverAnswers(LEAD_LIMIT_REACHED);
    renderPage();
    expect(
      await screen.findByText('This firm has reached their monthly lead limit. Please try another firm or contact support.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unable to Process Match' })).toBeInTheDocument();
    expect(screen.queryByText(/No leads available/)).not.toBeInTheDocument();
  });

  it('another refusal, even one whose text mentions leads, gets the general message', async () => {
    serverAnswers({
      ...FIRM_UNAVAILABLE,
      body: { error: { ...FIRM_UNAVAILABLE.body.error, message: 'No leads available here' } },
    });
    renderPage();
    expect(await screen.findByText('An error occurred while processing your request. Please try again.')).toBeInTheDocument();
  });

  it('a rate limit shows the server’s words, which say when to try again', async () => {
    serverAnswers(RATE_LIMITED);
    renderPage();
    expect(
      await screen.findByText('Too many requests for this email address. Please try again in 60 minutes.'),
    ).toBeInTheDocument();
  });

  it('a reload sends the idempotency key its history entry holds, so the server answers the first lead', async () => {
    serverAnswers(LEAD_LIMIT_REACHED);
    const withKey = { ...state, idempotencyKey: '0b9f3f0e-6f5c-4d0e-9a3c-1f2e3d4c5b6a' };
    renderPage(withKey).unmount();
    renderPage(withKey);
    await screen.findByRole('heading', { name: 'Unable to Process Match' });
    const bodies = vi.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String(init?.body)).data);
    expect(bodies).toHaveLength(2);
    for (const body of bodies)
      expect(body).toMatchObject({ idempotencyKey: withKey.idempotencyKey, consent: { reroute: false } });
  });
});

describe('ContactFirmPage in isiZulu (/zu/contact-firm)', () => {
  afterEach(() => activate('en'));

  it('words the firm’s monthly limit by the refusal’s reason, in isiZulu', async () => {
    await loadCatalog('zu', catalogPartOf('contact-firm'));
    activateIfLoaded('zu', catalogPartOf('contact-firm'));
    serverAnswers(LEAD_LIMIT_REACHED);
    render(
      <MemoryRouter initialEntries={[{ pathname: '/zu/contact-firm', state }]}>
        <Routes>
          <Route path="/zu/contact-firm" element={<ContactFirmPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(/^Le femu isifinyelele umkhawulo wayo wezicelo zenyanga\./)).toBeInTheDocument();
    expect(screen.queryByText(/monthly lead limit|No leads available/)).not.toBeInTheDocument();
  });
});
