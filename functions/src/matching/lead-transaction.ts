import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import {
  FirmDocumentError,
  FREE_MONTHLY_LEADS,
  isPaidPlan,
  monthKey,
  NO_LEADS_AVAILABLE,
  type LeadFormData,
  type LeadSource,
} from '@/domain';
import { db } from '../shared/admin';
import { callableError } from '../shared/callable';
import { readFirm, type FirmRecord } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';
import { leadNotificationData, type LeadEmailDraft } from './lead-drafts';

export interface LeadDraft {
  province: string;
  practiceArea: string;
  source: LeadSource;
  formData: LeadFormData;
}

export interface ContactDraft {
  firstName: string;
  lastName: string;
  email: string;
}

export interface OpenLeadDraft {
  province: string;
  practiceArea: string;
  serviceLabel: string;
  displayName: string;
}

/** Who the client asked for help, when the firm's name is unexpectedly missing. */

export interface LeadPlan {
  /** Firms in order of preference; the first with room this month receives the lead. */
  candidateIds: string[];
  lead: LeadDraft;
  contact: ContactDraft;
  openLead?: OpenLeadDraft;
  /** What the firm's lead email and the client's confirmation say about the request. */
  leadEmail: LeadEmailDraft;
  /** The greeting name for the client's confirmation email. */
  clientName: string;
  now?: Date;
}

export interface LeadOutcome {
  leadId: string;
  firmId: string;
  openLeadId: string | null;
  /** Candidates passed over because their monthly allowance was used. */
  skippedFull: string[];
}

/**
 * Creates one lead in one transaction: re-reads each candidate's account (the quota is only
 * trusted inside the transaction), rolls the month over lazily, skips free firms at their limit,
 * then writes the lead, the quota count, the full-month flag, the contact, the optional open
 * lead and both emails together. Either all of it commits or none of it does.
 */
export async function createLead(plan: LeadPlan): Promise<LeadOutcome> {
  const now = plan.now ?? new Date();
  const month = monthKey(now);
  return db.runTransaction(async (tx: Transaction) => {
    const skippedFull: string[] = [];
    let chosen: (FirmRecord & { used: number }) | null = null;
    let unavailable = 0;
    for (const id of plan.candidateIds) {
      let record: FirmRecord | null;
      try {
        record = await readFirm(id, tx);
      } catch (error) {
        // A damaged firm document cannot take a lead; the next candidate can.
        if (!(error instanceof FirmDocumentError)) throw error;
        logger.error('Firm document does not match the firm model; skipped for this lead', { firmId: id, issues: error.issues });
        record = null;
      }
      // Only a listed firm (active, verified, not suspended) receives leads, checked in the transaction.
      if (!record || !record.firm.listed) {
        unavailable += 1;
        continue;
      }
      const { firm, account } = record;
      // Lazy roll-over: a count from an earlier month means nothing has been used this month.
      const used = account.leadMonth === month ? account.leadsThisMonth : 0;
      if (!isPaidPlan(firm.packageType) && used >= FREE_MONTHLY_LEADS) {
        skippedFull.push(id);
        continue;
      }
      chosen = { ...record, used };
      break;
    }
    if (!chosen) {
      if (skippedFull.length > 0) {
        throw callableError(
          'lead-limit-reached',
          `${NO_LEADS_AVAILABLE}: this firm has used its leads for this month. Please choose another firm.`,
        );
      }
      throw unavailable > 0
        ? callableError('firm-unavailable', 'This firm is not accepting new clients right now. Please choose another firm.')
        : callableError('no-firm-available', 'No firm is available for this request right now. Please try again later.');
    }

    const { id: firmId, firm, account, used } = chosen;
    const timestamp = FieldValue.serverTimestamp();
    const leadRef = db.collection('leads').doc();
    tx.set(leadRef, {
      firmId,
      status: 'pending',
      province: plan.lead.province,
      practiceArea: plan.lead.practiceArea,
      source: plan.lead.source,
      formData: plan.lead.formData,
      createdAt: timestamp,
      updatedAt: timestamp,
      assignedAt: timestamp,
    });
    tx.update(db.doc(`firms/${firmId}/private/account`), { leadsThisMonth: used + 1, leadMonth: month });
    if (!isPaidPlan(firm.packageType) && used + 1 >= FREE_MONTHLY_LEADS) {
      // Matching reads this flag from the public document, so full firms drop out without a second read.
      tx.update(db.doc(`firms/${firmId}`), { leadsFullMonth: month });
    }
    tx.set(db.collection('contacts').doc(), {
      firstName: plan.contact.firstName,
      lastName: plan.contact.lastName,
      email: plan.contact.email,
      consent: true,
      createdAt: timestamp,
    });
    let openLeadId: string | null = null;
    if (plan.openLead) {
      const openRef = db.collection('openLeads').doc();
      openLeadId = openRef.id;
      tx.set(openRef, { ...plan.openLead, state: 'open', originalLeadId: leadRef.id, createdAt: timestamp });
    }
    if (account.email) {
      await enqueueMail(tx, {
        to: account.email,
        template: 'lead-notification',
        data: leadNotificationData(plan.leadEmail, leadRef.id, firm.packageType),
      });
    }
    await enqueueMail(tx, {
      to: plan.contact.email,
      template: 'client-confirmation',
      data: {
        name: plan.clientName,
        firmName: firm.firmName,
        need: plan.leadEmail.need,
        area: plan.leadEmail.area,
        leadId: leadRef.id,
      },
    });
    return { leadId: leadRef.id, firmId, openLeadId, skippedFull };
  });
}
