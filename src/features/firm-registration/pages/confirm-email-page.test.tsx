import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FIRM_ACCOUNT_MESSAGES } from '@/domain/firms/account';
import type { KeptLogoResult } from '../api/kept-logo';
import ConfirmEmailPage from './confirm-email-page';

const TOKEN = 'a'.repeat(43);
let logoResult: KeptLogoResult = { kind: 'none' };
const uploadLogoKeptAtRegistration = vi.fn(async (_firm: { firmId: string; email: string }) => logoResult);

vi.mock('../api/register-firm', () => ({
  confirmFirmEmail: async () => ({ pendingPlan: null, firmId: 'firm-1', email: 'owner@firm.co.za' }),
  createCheckout: vi.fn(),
}));
vi.mock('../api/registration-logo', () => ({
  uploadLogoKeptAtRegistration: (firm: { firmId: string; email: string }) => uploadLogoKeptAtRegistration(firm),
}));

function renderPage() {
  render(
    <MemoryRouter initialEntries={[`/for-firms/confirm?token=${TOKEN}`]}>
      <Routes>
        <Route path="/for-firms/confirm" element={<ConfirmEmailPage />} />
        <Route path="/firm-dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ConfirmEmailPage: the logo kept at registration', () => {
  beforeEach(() => uploadLogoKeptAtRegistration.mockClear());

  it('is uploaded for the signed-in firm, and the dashboard opens', async () => {
    logoResult = { kind: 'uploaded', logoUrl: 'https://storage.example/firms/firm-1/logo.png' };
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(uploadLogoKeptAtRegistration).toHaveBeenCalledWith({ firmId: 'firm-1', email: 'owner@firm.co.za' });
  });

  it('that could not be uploaded is said plainly, with where to add it, before going on', async () => {
    logoResult = { kind: 'failed' };
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByText(FIRM_ACCOUNT_MESSAGES.logoUploadFailed)).toBeInTheDocument();
    expect(screen.getByText(FIRM_ACCOUNT_MESSAGES.confirmed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
