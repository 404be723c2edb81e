import { registrationFidelitySchema, fidelityFundOf } from './registration';
import {
  decideFirmVerificationInputSchema,
  fidelityYearError,
  isFirmListed,
  sastYear,
  setFirmSuspensionInputSchema,
  VERIFICATION_MESSAGES,
  verificationLapsed,
  verifiedSummary,
} from './verification';
import { verifiedBadgeText } from './verification-badge';

const verified = (validThroughYear: number | null) =>
  verifiedSummary(
    validThroughYear === null ? ['lpc-roll'] : ['lpc-roll', 'fidelity-fund-certificate'],
    validThroughYear === null ? null : { certificateNumber: 'FF123', year: validThroughYear },
    new Date('2026-03-01T08:00:00Z'),
  );

describe('the lapse rule, with the clock moved', () => {
  it.each([
    ['the last minute of the certificate year (SAST)', '2026-12-31T21:59:00Z', false],
    ['midnight on 1 January in Johannesburg (22:00 UTC)', '2026-12-31T22:00:00Z', true],
    ['later the next year', '2027-06-01T00:00:00Z', true],
    ['during the certificate year', '2026-07-01T00:00:00Z', false],
  ])('a 2026 certificate at %s: lapsed %s', (_when, iso, lapsed) => {
    expect(verificationLapsed(verified(2026), new Date(iso))).toBe(lapsed);
  });

  it('never lapses a verification without a certificate, nor a firm that is not verified', () => {
    expect(verificationLapsed(verified(null), new Date('2040-01-01T00:00:00Z'))).toBe(false);
    expect(verificationLapsed({ state: 'pending', validThroughYear: 2020 }, new Date('2026-01-02T00:00:00Z'))).toBe(false);
  });

  it('reads the year in South Africa', () => {
    expect(sastYear(new Date('2026-12-31T22:30:00Z'))).toBe(2027);
  });
});

describe('listing', () => {
  const firm = { status: 'active', verification: verified(null), suspended: false };
  it('lists only active, verified, unsuspended firms', () => {
    expect(isFirmListed(firm)).toBe(true);
    expect(isFirmListed({ ...firm, suspended: true })).toBe(false);
    expect(isFirmListed({ ...firm, verification: { ...firm.verification, state: 'pending' } })).toBe(false);
    expect(isFirmListed({ ...firm, status: 'inactive' })).toBe(false);
    // A document from before verification existed is not listed.
    expect(isFirmListed({ status: 'active' })).toBe(false);
  });
});

describe('the badge says what was checked', () => {
  it('names the LPC roll and, when checked, the certificate year', () => {
    expect(verifiedBadgeText(verified(null))).toBe('Verified: on the Legal Practice Council roll');
    expect(verifiedBadgeText(verified(2026))).toBe(
      'Verified: on the Legal Practice Council roll; Fidelity Fund certificate for 2026',
    );
    expect(verifiedBadgeText({ state: 'pending', checks: [], validThroughYear: null })).toBeNull();
  });
});

describe('registration Fidelity Fund answer', () => {
  it('needs nothing when no certificate is needed', () => {
    const parsed = registrationFidelitySchema.parse({ required: false, certificateNumber: '', year: null });
    expect(fidelityFundOf(parsed)).toBeNull();
  });

  it('asks for the number and year when one is needed, with clear messages', () => {
    const result = registrationFidelitySchema.safeParse({ required: true, certificateNumber: '', year: null });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      certificateNumber: VERIFICATION_MESSAGES.certificateNumber,
      year: VERIFICATION_MESSAGES.certificateYear,
    });
  });

  it('keeps a complete answer as evidence', () => {
    const parsed = registrationFidelitySchema.parse({ required: true, certificateNumber: ' FF 2026/123 ', year: 2026 });
    expect(fidelityFundOf(parsed)).toEqual({ certificateNumber: 'FF 2026/123', year: 2026 });
  });

  it('accepts this year or next, by the SAST calendar', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(fidelityYearError(2026, now)).toBeNull();
    expect(fidelityYearError(2027, now)).toBeNull();
    expect(fidelityYearError(2025, now)).toBe(VERIFICATION_MESSAGES.certificateExpired(2026));
  });
});

describe('operator inputs', () => {
  it('an approval must confirm the LPC roll check', () => {
    const base = { firmId: 'f1', decision: { outcome: 'approve', fidelityChecked: false } };
    expect(
      decideFirmVerificationInputSchema.safeParse({ ...base, decision: { ...base.decision, lpcRollChecked: false } }).success,
    ).toBe(false);
    expect(
      decideFirmVerificationInputSchema.parse({ ...base, decision: { ...base.decision, lpcRollChecked: true } }),
    ).toMatchObject({
      decision: { note: '' },
    });
  });

  it('a rejection and a suspension need a reason', () => {
    expect(
      decideFirmVerificationInputSchema.safeParse({ firmId: 'f1', decision: { outcome: 'reject', reason: 'no' } }).success,
    ).toBe(false);
    expect(setFirmSuspensionInputSchema.safeParse({ firmId: 'f1', suspended: true, reason: '' }).success).toBe(false);
    expect(
      setFirmSuspensionInputSchema.safeParse({ firmId: '..', suspended: true, reason: 'Complaint upheld by LPC' }).success,
    ).toBe(false);
  });
});
