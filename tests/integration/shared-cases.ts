/**
 * A case the client agreed to share with other firms, as requestMatch's lead transaction writes it:
 * the original lead (assigned to the top firm, with the client's details) and the anonymous open
 * lead other firms may accept. For the acceptOpenLead suites.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { LeadFormData } from '@/domain/leads/lead-documents';
import { openLeadDocument } from '../fixtures/lead-factory';
import { db } from './emulator-clients';

/**
 * Writes `leads/orig-${id}` and `openLeads/${id}`: Nomsa's eviction in Soweto. `client` changes her
 * answers (her email, the language she used), `openLead` the open lead's own fields.
 */
export async function shareCase(
  id: string,
  {
    client = {},
    openLead = {},
  }: { client?: Partial<LeadFormData>; openLead?: Partial<Parameters<typeof openLeadDocument>[0]> } = {},
) {
  const at = Timestamp.now();
  await db.doc(`leads/orig-${id}`).set({
    firmId: 'top-firm',
    status: 'pending',
    createdAt: at,
    updatedAt: at,
    assignedAt: at,
    province: 'Gauteng',
    practiceArea: 'evictions',
    source: 'open_lead',
    formData: {
      firstName: 'Nomsa',
      lastName: 'Mthembu',
      email: 'nomsa@example.co.za',
      phone: '+27 82 555 0101',
      city: 'Soweto',
      location: 'Gauteng',
      description: 'Being evicted.',
      ...client,
    },
  });
  await db
    .doc(`openLeads/${id}`)
    .set(openLeadDocument({ displayName: 'Nomsa M.', originalLeadId: `orig-${id}`, createdAt: at, ...openLead }));
}
