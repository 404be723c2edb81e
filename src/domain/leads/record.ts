/**
 * The owner of leads/{id}: every lead document and every change to one is built here, as the firm's
 * plan is built by planChange (plan-change.ts). Writers (the lead transaction, acceptOpenLead, the
 * reroute job and the client's send-on link, the status change, withdrawal, retention and erasure)
 * and the test factory call these functions; functions/src/shared/lead-writes.ts turns the two
 * write markers (shared/write-markers.ts) into Firestore sentinels. Pure: no Firebase, dates are Dates.
 */
import { responseMinutes } from '../firms/response-clock';
import { LEAD_PERSONAL_FIELDS } from '../privacy/retention';
import { PRIVACY_POLICY_VERSION } from '../shared/brand';
import { CONSENT_PURPOSES, type ConsentChoices } from '../shared/request-guards';
import type { ClockStopReason, Lead, LeadFormData, LeadSource, LeadStatus, OpenLead } from './lead-documents';
import { contactClaimed, makesContactClaim } from './contact-claim';
import { CLIENT_CONTACT_FIELDS } from './release';
import { REMOVE_FIELD, SERVER_TIME, type StoredAt } from '../shared/write-markers';
import type { LeadFit, LeadReportReason, SlotReturnReason } from './reports';

// The write markers are shared by every document owner (open leads, audit entries, mail); the
// lead's writers have always imported them from here.
export { REMOVE_FIELD, SERVER_TIME, type StoredAt };

interface LeadConsentRecord<At extends StoredAt = StoredAt> {
  purpose: string;
  policyVersion: string;
  givenAt: At;
  shareWithOtherFirms: boolean;
  reroute: boolean;
}

/** A new leads/{id} document as written; `leadSchema` reads it back (lead-record.test.ts checks each builder). */
export interface NewLeadDocument<At extends StoredAt = StoredAt> {
  firmId: string;
  status: 'pending';
  province: Lead['province'];
  practiceArea: string;
  source: LeadSource;
  formData: Partial<LeadFormData>;
  createdAt: At;
  updatedAt: At;
  assignedAt: At;
  /** The response clock: the deadline, and no lapse yet (null, so the reroute job can query for it). */
  responseDueAt?: Date;
  lapsedAt?: null;
  consent?: LeadConsentRecord<At>;
  // An accepted open lead
  firmEmail?: string | null;
  contactRelease?: 'pending';
  originalLeadId?: string;
  openLeadId?: string;
  acceptedAt?: At;
  // A passed-on lead
  rerouteCount?: number;
  triedFirmIds?: string[];
  reroutedFromLeadId?: string;
  // The firm's allowance (LeadAllowance)
  fit?: LeadFit;
  freeSlot?: boolean;
  slotReturn?: { at: Date; reason: SlotReturnReason };
}

/**
 * What a new lead records about the firm's allowance (lead-reports.ts): whether it fitted the firm
 * when it was written, whether it used one of a free firm's slots, and a slot never taken (the
 * client's address is the firm's own).
 */
export interface LeadAllowance {
  fit?: LeadFit;
  freeSlot: boolean;
  slotReturn?: { at: Date; reason: SlotReturnReason };
}

/** A change to a lead: top-level fields, or `formData.<field>` paths. */
export type LeadUpdate = Record<string, unknown>;

/** The lead's consent record: the client's choices, the purpose of its source, the policy, when. */
function leadConsent<At extends StoredAt>(source: LeadSource, choices: ConsentChoices, givenAt: At): LeadConsentRecord<At> {
  const purpose = source === 'open_lead' ? CONSENT_PURPOSES.results : CONSENT_PURPOSES[source];
  return {
    purpose,
    policyVersion: PRIVACY_POLICY_VERSION,
    givenAt,
    shareWithOtherFirms: choices.shareWithOtherFirms,
    reroute: choices.reroute,
  };
}

export interface NewLeadInput<At extends StoredAt = StoredAt> {
  firmId: string;
  province: Lead['province'];
  practiceArea: string;
  source: LeadSource;
  formData: Partial<LeadFormData>;
  /** When the lead arrives (created, updated and assigned at once). */
  at: At;
  /** The firm's deadline (responseDeadline in its business hours). */
  responseDueAt: Date;
  consent?: ConsentChoices;
  allowance?: LeadAllowance;
}

/** A client's request for one firm (the wizard, results, featured firms): pending, its clock running. */
export function newLead<At extends StoredAt>(input: NewLeadInput<At>): NewLeadDocument<At> {
  const { at } = input;
  return {
    firmId: input.firmId,
    status: 'pending',
    province: input.province,
    practiceArea: input.practiceArea,
    source: input.source,
    formData: input.formData,
    createdAt: at,
    updatedAt: at,
    assignedAt: at,
    responseDueAt: input.responseDueAt,
    lapsedAt: null,
    ...(input.consent ? { consent: leadConsent(input.source, input.consent, at) } : {}),
    ...input.allowance,
  };
}

/**
 * The lead that carries a lapsed case to the next firm: the same request, consent record and
 * source, a fresh deadline, the chain back to the lapsed lead and every firm tried so far.
 */
export function passedOnLead(
  lapsed: { id: string; lead: Lead },
  next: { firmId: string; at: Date; responseDueAt: Date; allowance?: LeadAllowance },
): NewLeadDocument<Date> {
  const { id, lead } = lapsed;
  const tried = lead.triedFirmIds ?? [lead.firmId];
  return {
    firmId: next.firmId,
    status: 'pending',
    province: lead.province,
    practiceArea: lead.practiceArea,
    source: lead.source,
    formData: lead.formData,
    ...(lead.consent ? { consent: { ...lead.consent, givenAt: new Date(lead.consent.givenAt) } } : {}),
    createdAt: next.at,
    updatedAt: next.at,
    assignedAt: next.at,
    responseDueAt: next.responseDueAt,
    lapsedAt: null,
    rerouteCount: (lead.rerouteCount ?? 0) + 1,
    triedFirmIds: [...tried, next.firmId],
    reroutedFromLeadId: id,
    ...next.allowance,
  };
}

/** The original lead's formData without anything that names or reaches the client. */
function withoutContactFields(formData: Partial<LeadFormData>): Partial<LeadFormData> {
  const copy = { ...formData };
  for (const field of CLIENT_CONTACT_FIELDS) delete copy[field];
  return copy;
}

/**
 * An open lead taken by a firm: the original's request WITHOUT the client's name and contact
 * details (double-blind, `contactRelease: 'pending'` until the client answers the release email),
 * no response clock.
 */
export function acceptedLead<At extends StoredAt>(
  original: Pick<Lead, 'formData' | 'practiceArea'>,
  openLead: Pick<OpenLead, 'province' | 'practiceArea' | 'originalLeadId'>,
  taker: { firmId: string; firmEmail: string | null; openLeadId: string; at: At },
): NewLeadDocument<At> {
  const { at } = taker;
  return {
    firmId: taker.firmId,
    firmEmail: taker.firmEmail,
    status: 'pending',
    province: openLead.province,
    practiceArea: original.practiceArea ?? openLead.practiceArea,
    source: 'open_lead',
    formData: withoutContactFields(original.formData),
    contactRelease: 'pending',
    originalLeadId: openLead.originalLeadId,
    openLeadId: taker.openLeadId,
    createdAt: at,
    updatedAt: at,
    assignedAt: at,
    acceptedAt: at,
  };
}

/**
 * The firm's status change. The first move away from 'pending' records when and how many minutes
 * after the lead arrived, which no later change moves, and is the firm's claim that it contacted
 * the client (contact-claim.ts): the client is asked to confirm, and only their Yes stops the clock
 * for the public figures. A lead whose clock an answer already stopped makes no claim.
 */
export function leadStatusChange(
  lead: Pick<Lead, 'createdAt' | 'respondedAt' | 'responseMinutes' | 'contactClaim' | 'clockStoppedBy'>,
  status: LeadStatus,
  now: number,
): { update: LeadUpdate; minutes: number | null; answeredNow: boolean; claimedNow: boolean } {
  const update: LeadUpdate = { status, updatedAt: SERVER_TIME };
  const answeredNow = status !== 'pending' && lead.respondedAt === undefined;
  const claimedNow = answeredNow && makesContactClaim(lead);
  const claim = claimedNow ? contactClaimed(new Date(now)) : {};
  if (!answeredNow) return { update: { ...update, ...claim }, minutes: lead.responseMinutes ?? null, answeredNow, claimedNow };
  const minutes = responseMinutes(lead.createdAt, now);
  return {
    update: { ...update, ...claim, respondedAt: new Date(now), responseMinutes: minutes },
    minutes,
    answeredNow,
    claimedNow,
  };
}

/** The deadline passed unanswered (the reroute job). */
export const leadLapse = (at: Date): LeadUpdate => ({ lapsedAt: at });

/** The case went on to another firm's lead (besides any other change in the same write). */
export const leadPassedOn = (newLeadId: string, also: LeadUpdate = {}): LeadUpdate => ({ ...also, reroutedToLeadId: newLeadId });

/** The firm first opened the lead's details. */
export const leadSeen = (at: Date): LeadUpdate => ({ seenAt: at });

/**
 * The client's answer to a release request: released copies the original's contact fields onto
 * the accepting firm's lead; declined records only that.
 */
export function leadContactRelease(
  decision: 'release' | 'decline',
  originalFormData: Partial<LeadFormData> | undefined,
): LeadUpdate {
  const update: LeadUpdate = { updatedAt: SERVER_TIME };
  if (decision === 'decline') return { ...update, contactRelease: 'declined', declinedAt: SERVER_TIME };
  const formData = originalFormData ?? {};
  for (const field of CLIENT_CONTACT_FIELDS) {
    if (formData[field] !== undefined) update[`formData.${field}`] = formData[field];
  }
  return { ...update, contactRelease: 'released', releasedAt: SERVER_TIME };
}

/** The client withdrew the request: no deadline any more, so the clock neither counts it overdue nor passes it on. */
export const leadWithdrawal = (at: Date): LeadUpdate => ({ withdrawnAt: at, updatedAt: at, responseDueAt: REMOVE_FIELD });

/** The client's name, contact details and story removed (retention, or the client's erasure request). */
export function leadPersonalInfoRemoval(reason: 'retention' | 'erasure', at: Date): LeadUpdate {
  const update: LeadUpdate = { personalInfoRemoved: { at, reason }, updatedAt: at };
  for (const field of LEAD_PERSONAL_FIELDS) update[`formData.${field}`] = REMOVE_FIELD;
  return update;
}

/** The firm reported the lead as not genuine (lead-reports.ts); decided at once when the records bear it out. */
export function leadReported(reason: LeadReportReason, at: Date, evidence: string | null): LeadUpdate {
  const state = evidence ? 'accepted' : 'open';
  return {
    report: { reason, state, reportedAt: at, ...(evidence ? { decidedAt: at, decidedBy: 'evidence', outcome: evidence } : {}) },
  };
}

/** The operator's decision on an open report, with the note the firm reads. */
export function leadReportDecided(
  report: { reason: LeadReportReason; reportedAt: number },
  state: 'accepted' | 'declined',
  at: Date,
  note: string,
): LeadUpdate {
  return {
    report: {
      reason: report.reason,
      state,
      reportedAt: new Date(report.reportedAt),
      decidedAt: at,
      decidedBy: 'operator',
      outcome: note,
    },
  };
}

/** The lead gave its free slot back (bounced, or an accepted report). */
export const leadSlotReturned = (reason: SlotReturnReason, at: Date): LeadUpdate => ({ slotReturn: { at, reason } });

// ---- The firm's answer inside the platform (src/domain/answers/) ---------------------------------

type ClockFields = Pick<Lead, 'createdAt' | 'respondedAt' | 'clockStoppedBy'>;

/**
 * The response clock stops for good (the first reason wins; later ones change nothing): recorded
 * as `clockStoppedBy`; the deadline goes, so the overdue job never lapses the lead; and a lead
 * never answered before gets its response time, as the status change records one.
 */
function leadClockStop(lead: ClockFields, reason: ClockStopReason, at: Date): LeadUpdate {
  if (lead.clockStoppedBy) return {};
  const update: LeadUpdate = { clockStoppedBy: { reason, at }, responseDueAt: REMOVE_FIELD };
  if (lead.respondedAt === undefined) {
    update.respondedAt = at;
    update.responseMinutes = responseMinutes(lead.createdAt, at.getTime());
  }
  return update;
}

/** An answer was delivered to the client: the latest answer, the first answer's time, and the clock stop. */
export function leadAnswered(lead: ClockFields & Pick<Lead, 'answeredAt'>, answerId: string, at: Date): LeadUpdate {
  return {
    ...leadClockStop(lead, 'answer', at),
    latestAnswerId: answerId,
    ...(lead.answeredAt === undefined ? { answeredAt: at } : {}),
    updatedAt: at,
  };
}

/** The client booked a consultation (which stops the clock too, if an answer had not). */
export function leadBooked(lead: ClockFields, booking: { bookingId: string; startsAt: number }, at: Date): LeadUpdate {
  return {
    ...leadClockStop(lead, 'booking', at),
    bookedAt: at,
    bookingId: booking.bookingId,
    consultationAt: new Date(booking.startsAt),
    updatedAt: at,
  };
}

/** The booked consultation moved to a new start. */
export const leadConsultationMoved = (startsAt: number, at: Date): LeadUpdate => ({
  consultationAt: new Date(startsAt),
  updatedAt: at,
});

/** The booked consultation was cancelled: no consultation time any more (the booking stays on record). */
export const leadConsultationCancelled = (at: Date): LeadUpdate => ({ consultationAt: REMOVE_FIELD, updatedAt: at });
