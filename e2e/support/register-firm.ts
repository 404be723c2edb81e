import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import { appCheckHeader } from './app-check';

const functionsBase = () =>
  `http://127.0.0.1:${process.env.EMU_FUNCTIONS_PORT ?? '5001'}/${process.env.EMU_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-regmatch'}/africa-south1`;

const day = { open: '08:00', close: '17:00', isUnavailable: false };

/** What the registration wizard's last step sends for a free family-law firm; a journey overrides what it needs. */
export function registrationInput(tag: string, overrides: Record<string, unknown> = {}) {
  return {
    legalTermsAccepted: true,
    firmName: `Firm ${tag} Attorneys`,
    // Digits of its own: the free month is keyed by the LPC number's digits (billing.ts).
    lpcNumber: `LPC${randomInt(10_000_000, 100_000_000)}`,
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
    businessHours: Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day]),
    ),
    description: 'A new family law practice.',
    email: `${tag}@firm-${tag}.test`,
    password: 'e2e-password-2026',
    plan: 'free',
    ...overrides,
  };
}

/**
 * Registers a firm through the real registerFirm callable, with the App Check header the web app
 * sends, and checks it was accepted. The answer names no firm (it is the same for every address).
 */
export async function registerFirmByCallable(data: ReturnType<typeof registrationInput>): Promise<void> {
  const response = await fetch(`${functionsBase()}/registerFirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...appCheckHeader() },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: { confirmationSent: true }; error?: unknown };
  expect(body.error).toBeUndefined();
}
