/**
 * Leads whose response deadline has passed, for the response-clock suites (the lapse, the reroute,
 * the send-on offers and their translations): Lerato's uncontested divorce in Johannesburg, written
 * as requestMatch writes a wizard lead, so the clock's job can match it again to the firms below.
 */
import type { LeadFormData } from '@/domain/leads/lead-documents';
import { leadDocument } from '../fixtures/lead-factory';
import { db } from './emulator-clients';
import { putFirm } from './matching-fixtures';

const DAY = 24 * 3_600_000;

/** A firm (putFirm's fields) doing uncontested divorces in Johannesburg: a match for the wizard lead. */
export const divorceFirm = { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['uncontested-divorce'] };

/** The firm the overdue lead went to ('first', who does not answer) and the next best ('second'). */
export async function firstAndSecondFirms() {
  await putFirm('first', { ...divorceFirm, firmName: 'First Attorneys', rating: 5 });
  await putFirm('second', { ...divorceFirm, firmName: 'Second Attorneys', rating: 4.8 });
}

/** The client's need as the wizard writes it (leadFormDataFromCriteria), so the job can match it again. */
export const wizardFormData = {
  userType: 'person' as const,
  firstName: 'Lerato',
  lastName: 'Mokoena',
  email: 'lerato@example.co.za',
  phone: '0821234567',
  location: 'Gauteng',
  city: 'Johannesburg',
  practiceArea: 'family',
  subcategory: 'divorce-separation',
  specificItem: 'uncontested-divorce',
  legalTermsAccepted: true,
};

type LeadFields = Partial<Omit<Parameters<typeof leadDocument>[0], 'formData'>> & { formData?: Partial<LeadFormData> };

/**
 * An overdue wizard lead for `firmId`, created `ageDays` ago (five by default, so its 16 business
 * hours have passed), as requestMatch writes one; `extra.formData` changes the client's answers.
 */
export async function overdueLead(id: string, firmId: string, extra: LeadFields = {}, ageDays = 5) {
  const { formData, ...fields } = extra;
  const createdAt = new Date(Date.now() - ageDays * DAY);
  await db.doc(`leads/${id}`).set(
    leadDocument({
      firmId,
      createdAt,
      practiceArea: 'divorce-separation',
      ...fields,
      formData: { ...wizardFormData, ...formData },
    }),
  );
}
