/**
 * What a simulated client types into the matching wizard: a need a seeded paid firm offers, in
 * that firm's city (so every request has a firm to go to however many free firms have filled
 * up), from a new person each time. Pure apart from the random source it is given.
 */
import { type BusinessServiceType } from '../../src/domain/matching/criteria';
import { categoryOfSubcategory, isItemId, isSubcategoryId, subcategoryOfItem } from '../../src/domain/matching/practice-areas';

export interface TargetFirm {
  id: string;
  province: string;
  primaryCity: string;
  practiceAreas: string[];
  businessServices?: { collections?: boolean; generalBusiness?: boolean };
}

const FIRST = ['Lerato', 'Sipho', 'Anele', 'Pieter', 'Aisha', 'Thabo', 'Naledi', 'Johan', 'Zanele', 'Ravi'];
const LAST = ['Mokoena', 'Ndlovu', 'Dlamini', 'Van Wyk', 'Naidoo', 'Botha', 'Khumalo', 'Pillay', 'Smith', 'Nkosi'];
const STORIES = [
  'I need advice and would like to meet this month.',
  'We received a letter and do not know what it means for us.',
  'Please call me after 17:00 on weekdays.',
  'The matter has been going on for a year and I want it settled.',
];

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** Whether the wizard can ask for something this firm offers (a subcategory, or a business service). */
export function canTarget(firm: TargetFirm): boolean {
  return (
    firm.practiceAreas.some(isSubcategoryId) ||
    Boolean(firm.businessServices?.collections || firm.businessServices?.generalBusiness)
  );
}

/** The wizard's input for one request: a person's need the firm offers, or a business's need if it serves businesses. */
export function wizardInput(firm: TargetFirm, email: string, random: () => number): Record<string, unknown> {
  const common = { legalTermsAccepted: true, email, location: firm.province, city: firm.primaryCity };
  // The firm's flags as the wizard's service types: generalBusiness is 'other'.
  const services: BusinessServiceType[] = [
    ...(firm.businessServices?.collections ? ['collections' as const] : []),
    ...(firm.businessServices?.generalBusiness ? ['other' as const] : []),
  ];
  const subcategories = firm.practiceAreas.filter(isSubcategoryId);
  if (services.length > 0 && (random() < 0.25 || subcategories.length === 0)) {
    return {
      ...common,
      userType: 'business',
      companyName: `${pick(LAST, random)} Traders (Pty) Ltd`,
      contactName: `${pick(FIRST, random)} ${pick(LAST, random)}`,
      serviceType: pick(services, random),
      additionalDetails: pick(STORIES, random),
    };
  }
  return { ...common, userType: 'person', ...personNeed(pick(subcategories, random), firm, random) };
}

function personNeed(subcategory: string, firm: TargetFirm, random: () => number) {
  const category = categoryOfSubcategory(subcategory);
  const items = firm.practiceAreas.filter((id) => isItemId(id) && subcategoryOfItem(id)?.id === subcategory);
  return {
    firstName: pick(FIRST, random),
    lastName: pick(LAST, random),
    practiceArea: category?.id ?? 'family',
    subcategory,
    specificItem: items.length > 0 && random() < 0.7 ? pick(items, random) : '',
    description: pick(STORIES, random),
  };
}
