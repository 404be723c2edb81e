import { parseStored } from '../shared/stored-date';
import { leadSchema, type Lead } from './lead-documents';
import {
  acceptedLead,
  leadContactRelease,
  leadPersonalInfoRemoval,
  leadStatusChange,
  leadWithdrawal,
  newLead,
  passedOnLead,
  REMOVE_FIELD,
  SERVER_TIME,
  type NewLeadDocument,
} from './record';

const arrived = new Date('2026-03-02T08:00:00Z');
const due = new Date('2026-03-02T12:00:00Z');
const formData = {
  firstName: 'Nomsa',
  lastName: 'Mthembu',
  email: 'client@example.co.za',
  phone: '0821234567',
  city: 'Soweto',
  location: 'Gauteng',
  description: 'My landlord wants me out.',
};

/** What a reader gets back: the server's clock committed as `at`. */
function storedAs(doc: NewLeadDocument, at: Date): Lead {
  const fill = (value: unknown): unknown =>
    value === SERVER_TIME
      ? at
      : value && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]))
        : value;
  return parseStored(leadSchema, 'leads/(test)', fill(doc));
}

const direct = () =>
  newLead({
    firmId: 'firm-a',
    province: 'Gauteng',
    practiceArea: 'evictions',
    source: 'matching',
    formData,
    at: SERVER_TIME,
    responseDueAt: due,
    consent: { shareWithOtherFirms: false, reroute: true },
  });

describe('newLead', () => {
  it('writes a pending lead with its clock running and the consent given at arrival, as the lead schema reads it', () => {
    const lead = storedAs(direct(), arrived);
    expect(lead).toMatchObject({
      firmId: 'firm-a',
      status: 'pending',
      createdAt: arrived.getTime(),
      assignedAt: arrived.getTime(),
      responseDueAt: due.getTime(),
      lapsedAt: null,
      consent: { givenAt: arrived.getTime(), reroute: true, shareWithOtherFirms: false },
    });
  });

  it('records no consent when the client gave none', () => {
    const { consent: _consent, ...input } = { ...direct(), consent: undefined };
    const lead = newLead({ ...input, at: arrived, responseDueAt: due });
    expect(lead).not.toHaveProperty('consent');
  });
});

describe('passedOnLead', () => {
  it('carries the request to the next firm with a fresh clock and the chain of firms tried', () => {
    const lapsed = storedAs(direct(), arrived);
    const now = new Date('2026-03-02T13:00:00Z');
    const next = passedOnLead({ id: 'lead-1', lead: lapsed }, { firmId: 'firm-b', at: now, responseDueAt: due });
    const lead = storedAs(next, now);
    expect(lead).toMatchObject({
      firmId: 'firm-b',
      formData,
      createdAt: now.getTime(),
      rerouteCount: 1,
      triedFirmIds: ['firm-a', 'firm-b'],
      reroutedFromLeadId: 'lead-1',
      consent: { givenAt: arrived.getTime() },
    });
  });
});

describe('acceptedLead', () => {
  it('copies the request without anything that names or reaches the client, and starts no clock', () => {
    const original = storedAs(direct(), arrived);
    const open = { province: 'Gauteng' as const, practiceArea: 'evictions', originalLeadId: 'lead-1' };
    const doc = acceptedLead(original, open, {
      firmId: 'firm-c',
      firmEmail: 'c@firm.co.za',
      openLeadId: 'open-1',
      at: SERVER_TIME,
    });
    const lead = storedAs(doc, arrived);
    expect(lead.formData).toEqual({ city: 'Soweto', location: 'Gauteng', description: 'My landlord wants me out.' });
    expect(lead).toMatchObject({
      source: 'open_lead',
      contactRelease: 'pending',
      originalLeadId: 'lead-1',
      openLeadId: 'open-1',
    });
    expect(lead.responseDueAt).toBeUndefined();
  });
});

describe('transitions', () => {
  it('records the first answer once, with its minutes', () => {
    const lead = storedAs(direct(), arrived);
    const first = leadStatusChange(lead, 'contacted', arrived.getTime() + 90 * 60_000);
    expect(first).toMatchObject({ minutes: 90, answeredNow: true, update: { status: 'contacted', responseMinutes: 90 } });
    const later = leadStatusChange({ ...lead, respondedAt: 1, responseMinutes: 90 }, 'closed', arrived.getTime() + 1e6);
    expect(later).toEqual({
      update: { status: 'closed', updatedAt: SERVER_TIME },
      minutes: 90,
      answeredNow: false,
      claimedNow: false,
    });
  });

  it('records no answer for a lead set back to (or left) pending', () => {
    const lead = storedAs(direct(), arrived);
    const pending = leadStatusChange(lead, 'pending', arrived.getTime() + 60_000);
    expect(pending).toEqual({
      update: { status: 'pending', updatedAt: SERVER_TIME },
      minutes: null,
      answeredNow: false,
      claimedNow: false,
    });
  });

  it('copies only the contact fields the original has on release, nothing on decline', () => {
    expect(leadContactRelease('release', { email: 'client@example.co.za', city: 'Soweto', location: 'Gauteng' })).toEqual({
      updatedAt: SERVER_TIME,
      'formData.email': 'client@example.co.za',
      contactRelease: 'released',
      releasedAt: SERVER_TIME,
    });
    expect(leadContactRelease('decline', formData)).toEqual({
      updatedAt: SERVER_TIME,
      contactRelease: 'declined',
      declinedAt: SERVER_TIME,
    });
  });

  it('stops the clock on withdrawal and removes the personal fields on erasure', () => {
    expect(leadWithdrawal(arrived)).toEqual({ withdrawnAt: arrived, updatedAt: arrived, responseDueAt: REMOVE_FIELD });
    const erased = leadPersonalInfoRemoval('erasure', arrived);
    expect(erased).toMatchObject({ personalInfoRemoved: { at: arrived, reason: 'erasure' }, 'formData.email': REMOVE_FIELD });
    expect(erased['formData.city']).toBeUndefined();
  });
});
