import { WEEKDAYS } from '@/domain/firms/options';
import { isRecord } from '@/lib/session-draft';
import type { WizardValues } from './registration-form-schema';

/**
 * What a reload keeps of the ten-step registration: the step and every answer, but never the
 * password (nor its confirmation) and never a file (a chosen logo is only a File in memory).
 */
export interface RegistrationDraft {
  step: number;
  values: Partial<WizardValues>;
}

const SECRET = new Set(['password', 'confirmPassword']);
type Kind = 'string' | 'number' | 'boolean' | 'strings' | 'hours' | 'services' | 'url' | 'fidelity';

const KINDS: Partial<Record<keyof WizardValues, Kind>> = {
  legalTermsAccepted: 'boolean',
  firmName: 'string',
  lpcNumber: 'string',
  fidelityFund: 'fidelity',
  contactPerson: 'string',
  phone: 'string',
  address: 'string',
  logoUrl: 'url',
  practiceAreas: 'strings',
  businessServices: 'services',
  languages: 'strings',
  consultationMethods: 'strings',
  consultationFees: 'number',
  urgencyLevels: 'strings',
  isCorrespondent: 'boolean',
  correspondentCourts: 'strings',
  province: 'string',
  primaryCity: 'string',
  cities: 'strings',
  courtsCovered: 'strings',
  teamSize: 'string',
  businessHours: 'hours',
  description: 'string',
  email: 'string',
  plan: 'string',
};

function fits(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value.length <= 5000;
    case 'url':
      return value === null || (typeof value === 'string' && value.length <= 2000);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'strings':
      return Array.isArray(value) && value.length <= 500 && value.every((v) => typeof v === 'string');
    case 'fidelity':
      return (
        isRecord(value) &&
        typeof value.required === 'boolean' &&
        typeof value.certificateNumber === 'string' &&
        value.certificateNumber.length <= 100 &&
        (value.year === null || (typeof value.year === 'number' && Number.isInteger(value.year)))
      );
    case 'services':
      return isRecord(value) && typeof value.collections === 'boolean' && typeof value.generalBusiness === 'boolean';
    case 'hours':
      return (
        isRecord(value) &&
        WEEKDAYS.every((day) => {
          const d = value[day];
          return isRecord(d) && typeof d.open === 'string' && typeof d.close === 'string' && typeof d.isUnavailable === 'boolean';
        })
      );
  }
}

/** The part of the form a draft stores. */
export function toRegistrationDraft(step: number, values: Partial<WizardValues>): RegistrationDraft {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([key]) => !SECRET.has(key) && key in KINDS),
  ) as Partial<WizardValues>;
  return { step, values: kept };
}

/** A stored draft, keeping only known answers of the right shape (a stored draft is untrusted). */
export function parseRegistrationDraft(value: unknown, stepCount: number): RegistrationDraft | null {
  if (!isRecord(value) || !isRecord(value.values)) return null;
  const step = Number.isInteger(value.step) && (value.step as number) >= 0 && (value.step as number) < stepCount ? value.step : 0;
  const stored = value.values;
  const values = Object.fromEntries(
    (Object.entries(KINDS) as [keyof WizardValues, Kind][])
      .filter(([key, kind]) => key in stored && fits(kind, stored[key]))
      .map(([key]) => [key, stored[key]]),
  ) as Partial<WizardValues>;
  return { step: step as number, values };
}
