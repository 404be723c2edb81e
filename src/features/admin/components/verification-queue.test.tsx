import { render, screen, within } from '@testing-library/react';
import { firmAccountSchema, firmDerivedFields, firmDocumentSchema } from '@/domain/firms/model';
import { DEFAULT_BUSINESS_HOURS } from '@/domain/firms/options';
import { firmDocumentFromRegistration, registrationSchema } from '@/domain/firms/registration';
import { firmVerificationRecordSchema } from '@/domain/firms/verification';
import type { PendingFirm } from '../api/verification';
import { VerificationQueue } from './verification-queue';

/** A pending firm exactly as registerFirm writes it (registrationDocuments), optionally confirmed since. */
function registered(tag: string, createdAt: Date, confirmedAt: Date | null | 'absent'): PendingFirm {
  const input = registrationSchema.parse({
    legalTermsAccepted: true,
    firmName: `${tag} Attorneys`,
    lpcNumber: `LPC${tag.toUpperCase()}1234`,
    fidelityFund: { required: false, certificateNumber: '', year: null },
    contactPerson: 'Lerato Mokoena',
    phone: '+27 11 555 0101',
    address: '1 Church Street, Johannesburg',
    logoUrl: null,
    practiceAreas: ['uncontested-divorce'],
    businessServices: { collections: false, generalBusiness: false },
    languages: ['en'],
    consultationMethods: ['in-person'],
    consultationFees: 500,
    urgencyLevels: ['standard'],
    isCorrespondent: false,
    correspondentCourts: [],
    province: 'Gauteng',
    primaryCity: 'Johannesburg',
    cities: [],
    courtsCovered: ['High Court'],
    teamSize: '1-5',
    businessHours: DEFAULT_BUSINESS_HOURS,
    description: 'A new family law practice.',
    email: `${tag.toLowerCase()}@${tag.toLowerCase()}-attorneys.co.za`,
    password: 'a-long-password-2026',
    plan: 'free',
  });
  const { profile, account, verification } = firmDocumentFromRegistration(input, createdAt);
  const { emailConfirmedAt: _unconfirmed, ...withoutField } = account;
  const stored = confirmedAt === 'absent' ? withoutField : { ...account, emailConfirmedAt: confirmedAt ?? null };
  const id = tag.toLowerCase();
  return {
    firm: { id, ...firmDocumentSchema.parse({ ...profile, ...firmDerivedFields(profile) }) },
    account: { id, ...firmAccountSchema.parse(stored) },
    evidence: firmVerificationRecordSchema.parse(verification),
  };
}

let entries: PendingFirm[] = [];
vi.mock('../api/verification', () => ({
  listPendingFirms: () => Promise.resolve(entries),
  decideFirmVerification: vi.fn(),
}));

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Firms waiting for verification' }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('VerificationQueue: registrations whose email is not confirmed', () => {
  beforeEach(() => {
    entries = [
      // Oldest first, as listPendingFirms loads them.
      registered('Unconfirmed', new Date('2026-11-20T08:00:00Z'), null),
      registered('Confirmed', new Date('2026-11-21T08:00:00Z'), new Date('2026-11-21T09:00:00Z')),
      registered('Older', new Date('2026-11-22T08:00:00Z'), 'absent'),
    ];
  });

  it('come after the confirmed ones, each group oldest first', async () => {
    render(<VerificationQueue />);
    expect(await screen.findByRole('list', { name: 'Firms waiting for verification' })).toBeInTheDocument();
    expect(shownNames()).toEqual(['Confirmed Attorneys', 'Older Attorneys', 'Unconfirmed Attorneys']);
  });

  it('say so, with the address and the day the registration is closed if it stays unconfirmed', async () => {
    render(<VerificationQueue />);
    const entry = await screen.findByRole('article', { name: 'Unconfirmed Attorneys' });
    expect(entry).toHaveTextContent(
      'Email not confirmed yet. The firm has not followed the confirmation link sent to unconfirmed@unconfirmed-attorneys.co.za. If it never does, the registration is closed on 04 Dec 2026.',
    );
  });

  it('a confirmed registration, or one from before the field existed, carries no such notice', async () => {
    render(<VerificationQueue />);
    for (const name of ['Confirmed Attorneys', 'Older Attorneys']) {
      expect(within(await screen.findByRole('article', { name })).queryByText(/Email not confirmed yet/)).toBeNull();
    }
  });
});
