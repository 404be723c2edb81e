/** Option lists and small helpers for firm profiles and the registration wizard. */

export const TEAM_SIZES = ['1-5', '6-10', '11-20', '20+'] as const;

export const CONSULTATION_METHODS = [
  { id: 'in-person', label: 'In-Person' },
  { id: 'virtual', label: 'Virtual' },
  { id: 'telephonic', label: 'Telephonic' },
] as const;
export type ConsultationMethod = (typeof CONSULTATION_METHODS)[number]['id'];
export const CONSULTATION_METHOD_IDS = CONSULTATION_METHODS.map((m) => m.id) as readonly ConsultationMethod[];

export function consultationMethodLabel(id: ConsultationMethod): string {
  return CONSULTATION_METHODS.find((m) => m.id === id)?.label ?? id;
}

/** Consultation fee bands in rand; `max: null` is open-ended. */
export const FEE_BANDS = [
  { id: 'low', label: 'Low budget', min: 0, max: 500 },
  { id: 'standard', label: 'Standard', min: 501, max: 1500 },
  { id: 'premium', label: 'Premium', min: 1501, max: null },
] as const;
type FeeBand = (typeof FEE_BANDS)[number];

/**
 * Bands are compared by upper bound so that cents between the printed whole-rand limits (R500.50)
 * still land in a band. Negative or non-numeric fees have no band.
 */
export function feeBand(amount: number): FeeBand | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  if (amount <= 500) return FEE_BANDS[0];
  if (amount <= 1500) return FEE_BANDS[1];
  return FEE_BANDS[2];
}

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

interface DayHours {
  open: string;
  close: string;
  isUnavailable: boolean;
}

export type BusinessHours = Record<Weekday, DayHours>;

const DEFAULT_DAY_HOURS: Readonly<DayHours> = { open: '09:00', close: '17:00', isUnavailable: false };

/** Days a firm is closed unless it says otherwise (issue 15: hours default to the working week). */
const CLOSED_BY_DEFAULT: readonly Weekday[] = ['saturday', 'sunday'];

/** A fresh, mutable copy for form defaults (never hand out the shared constant): Monday to Friday 09:00 to 17:00. */
export function defaultBusinessHours(): BusinessHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { ...DEFAULT_DAY_HOURS, isUnavailable: CLOSED_BY_DEFAULT.includes(day) }]),
  ) as BusinessHours;
}

export const DEFAULT_BUSINESS_HOURS: Readonly<BusinessHours> = defaultBusinessHours();

/** 'Apply to all days': same times everywhere, each day keeps its own unavailable flag. */
export function applyHoursToAllDays(hours: BusinessHours, open: string, close: string): BusinessHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { open, close, isUnavailable: hours[day].isUnavailable }]),
  ) as BusinessHours;
}

/**
 * Free mail providers, by the first label of the domain, so 'yahoo.co.za' and 'yahoo.com' are
 * both public. Firms on these domains are exempt from the one-firm-per-domain rule.
 */
const PUBLIC_MAIL_DOMAINS = [
  'gmail',
  'yahoo',
  'hotmail',
  'outlook',
  'icloud',
  'aol',
  'protonmail',
  'mail',
  'zoho',
  'yandex',
  'live',
  'msn',
] as const;

/** The lower-cased part after the last '@'; null when there is no usable domain. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain.length > 0 && !/\s/.test(domain) ? domain : null;
}

export function isPublicMailDomain(emailOrDomain: string): boolean {
  const domain = emailOrDomain.includes('@') ? emailDomain(emailOrDomain) : emailOrDomain.trim().toLowerCase();
  if (!domain) return false;
  const firstLabel = domain.split('.')[0] ?? '';
  return (PUBLIC_MAIL_DOMAINS as readonly string[]).includes(firstLabel);
}

/**
 * Cyrillic and Greek letters that look like Latin ones, folded to the Latin letter they pass for
 * (after lower-casing, so each capital's look decides: Greek 'Η' reads H, Cyrillic 'Н' reads H).
 * The common look-alikes from Unicode's confusables data (UTS #39) for these two scripts; digits
 * are not folded ('Firm 10' and 'Firm lo' are different names). Extend the table, never shorten it:
 * a shorter table would let a stored look-alike claim stop matching.
 */
const CONFUSABLE_LETTERS: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ү: 'y',
  ԝ: 'w',
  х: 'x',
  ҳ: 'x',
  ѵ: 'v',
  з: '3',
  ɡ: 'g',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  // Latin look-alikes NFKD leaves alone
  ı: 'i',
  ȷ: 'j',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ł: 'l',
};
const CONFUSABLE = new RegExp(`[${Object.keys(CONFUSABLE_LETTERS).join('')}]`, 'gu');

/**
 * The key firm-name uniqueness is checked on: 'Smith & Co. Inc' and 'smithcoinc' collide, and so
 * do names that only look alike: compatibility forms (NFKD: full-width 'Ｓｍｉｔｈ'), accents
 * ('Müller', 'Muller') and Cyrillic or Greek look-alikes ('Ѕmith' with a Cyrillic Ѕ).
 */
export function normaliseFirmName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(CONFUSABLE, (letter) => CONFUSABLE_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]/g, '');
}
