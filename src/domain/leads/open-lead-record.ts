/**
 * The owner of openLeads/{id}, as record.ts owns leads/{id}: the reduced, contact-free copy of a
 * lead that other paid firms in the province may accept. The lead transaction writes it, acceptOpenLead
 * marks it taken, retention and erasure anonymise its name; each change is built here, and the test
 * factory builds its documents here too. `openLeadSchema` reads them back (open-lead-record.test.ts).
 * Pure: no Firebase, dates are Dates or the server's clock.
 */
import { SERVER_TIME, type StoredAt } from '../shared/write-markers';
import type { OpenLead } from './lead-documents';
import { ANONYMOUS_CLIENT } from './leads';

/** A new openLeads/{id} document as written. */
export interface NewOpenLeadDocument<At extends StoredAt = StoredAt> {
  province: OpenLead['province'];
  practiceArea: string;
  serviceLabel: string;
  displayName: string;
  state: 'open';
  originalLeadId: string;
  createdAt: At;
}

export interface NewOpenLeadInput<At extends StoredAt = StoredAt> {
  province: OpenLead['province'];
  practiceArea: string;
  serviceLabel: string;
  displayName: string;
  /** The lead it is a copy of (leads/{id}); the accepting firm's lead is built from it. */
  originalLeadId: string;
  at: At;
}

/** The open copy of a new lead, waiting for the first paid firm of its province to accept it. */
export function newOpenLead<At extends StoredAt>(input: NewOpenLeadInput<At>): NewOpenLeadDocument<At> {
  return {
    province: input.province,
    practiceArea: input.practiceArea,
    serviceLabel: input.serviceLabel,
    displayName: input.displayName,
    state: 'open',
    originalLeadId: input.originalLeadId,
    createdAt: input.at,
  };
}

/** A change to an open lead (only these fields ever change). */
export type OpenLeadUpdate =
  { state: 'taken'; takenByFirmId: string; takenAt: StoredAt } | { displayName: typeof ANONYMOUS_CLIENT };

/** acceptOpenLead: the first firm to accept takes it; it leaves every other firm's list. */
export function openLeadTaken(firmId: string, at: StoredAt = SERVER_TIME): OpenLeadUpdate {
  return { state: 'taken', takenByFirmId: firmId, takenAt: at };
}

/** Retention and erasure: the client's name leaves the copy, the request stays for the firms. */
export function openLeadAnonymised(): OpenLeadUpdate {
  return { displayName: ANONYMOUS_CLIENT };
}
