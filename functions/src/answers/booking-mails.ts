/**
 * What both sides are told when a consultation is booked, moved or cancelled: the client's email
 * (in their language, with the invitation and, unless cancelled, a fresh single-use link to move
 * or cancel it, working until the consultation starts) and the firm's (with its own copy of the
 * invitation). Queued in the caller's transaction, after its reads.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { ANSWER_LINK_TTL_DAYS } from '@/domain/answers/contract';
import type { ConsultationSlot } from '@/domain/answers/slots';
import { answerPath, firmDashboardPath } from '@/domain/shared/site';
import { appUrl } from '../shared/app-origin';
import type { FirmRecord } from '../shared/firm-store';
import { tellClient, tellFirm } from '../leads/placement';
import { aboutClient, type LeadClient } from './client';
import { bookingLinks } from './store';

const DAY_MS = 86_400_000;

export interface ConsultationChange {
  kind: 'booked' | 'moved' | 'cancelled';
  by: 'client' | 'firm';
  reason?: string;
  bookingId: string;
  leadId: string;
  slot: ConsultationSlot;
  uid: string;
  sequence: number;
  now: number;
}

/** Queues both sides' emails; answers the client's new booking-link token (null once cancelled). */
export async function queueConsultationMails(
  tx: Transaction,
  change: ConsultationChange,
  firm: FirmRecord | null,
  client: LeadClient | null,
): Promise<string | null> {
  const { kind, by, reason, bookingId, leadId, slot, uid, sequence, now } = change;
  let token: string | null = null;
  if (client) {
    let consultationUrl: string | undefined;
    if (kind !== 'cancelled') {
      const link = bookingLinks.issue(now, slot.startsAt);
      tx.set(link.ref, {
        bookingId,
        leadId,
        ...link.dates,
        expireAt: Timestamp.fromMillis(slot.startsAt + ANSWER_LINK_TTL_DAYS * DAY_MS),
      });
      token = link.token;
      consultationUrl = appUrl(answerPath(link.token, client.locale));
    }
    await tellClient(tx, aboutClient(leadId, client), {
      template: 'consultation-client',
      data: {
        kind,
        by,
        ...(reason ? { reason } : {}),
        name: client.name,
        clientEmail: client.email,
        firmName: firm?.firm.firmName ?? 'The firm',
        need: client.need,
        slot,
        uid,
        sequence,
        stampedAt: now,
        ...(consultationUrl ? { consultationUrl } : {}),
      },
    });
  }
  if (firm?.account.email) {
    await tellFirm(tx, firm.account, {
      template: 'consultation-firm',
      data: {
        kind,
        by,
        ...(reason ? { reason } : {}),
        firmName: firm.firm.firmName,
        firmEmail: firm.account.email,
        need: client?.need ?? 'Legal help',
        leadId,
        slot,
        uid,
        sequence,
        stampedAt: now,
        dashboardUrl: appUrl(firmDashboardPath('leads', leadId)),
      },
    });
  }
  return token;
}
