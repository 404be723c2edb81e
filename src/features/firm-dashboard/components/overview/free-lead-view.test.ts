import { describe, expect, it } from 'vitest';
import { mergeFreeLeads } from '../../api/use-free-leads';
import { freeLeadView, telHref, type FreeLead } from './free-lead-view';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 25, 8, 0);
const base: FreeLead = {
  id: 'lead-1',
  status: 'pending',
  createdAt: now - 2 * HOUR,
  responseDueAt: now + 5 * HOUR,
  lapsedAt: null,
  formData: {
    userType: 'person',
    firstName: 'Lerato',
    lastName: 'Mokoena',
    email: 'lerato@example.co.za',
    phone: '+27 (82) 555 0101',
    city: 'Soweto',
    location: 'Gauteng',
    practiceArea: 'family',
    subcategory: 'divorce-separation',
    specificItem: 'uncontested-divorce',
  },
};

describe('freeLeadView: what a free firm sees of its lead', () => {
  it('gives the need in words, the area, the client with email and phone, and the time left', () => {
    const view = freeLeadView(base, now);
    expect(view).toMatchObject({
      need: 'Uncontested Divorce',
      area: 'Soweto, Gauteng',
      client: { name: 'Lerato Mokoena', email: 'lerato@example.co.za', phone: '+27 (82) 555 0101', company: null },
      noContact: null,
      canMarkContacted: true,
    });
    expect(view.clock.text).toBe('Due in 5 h');
  });

  it('names a business by its contact person and company, and its need by the service label', () => {
    const view = freeLeadView(
      {
        ...base,
        formData: {
          userType: 'business',
          companyName: 'Brightside Traders (Pty) Ltd',
          contactName: 'Sipho Ndlovu',
          email: 'accounts@brightside.co.za',
          city: 'Johannesburg',
          location: 'Gauteng',
          serviceType: 'collections',
        },
      },
      now,
    );
    expect(view.need).toBe('Debt Collection');
    expect(view.client).toMatchObject({ name: 'Sipho Ndlovu', company: 'Brightside Traders (Pty) Ltd' });
  });

  it('says a lead past its deadline is overdue and still lets the firm answer it', () => {
    const view = freeLeadView({ ...base, responseDueAt: now - 2 * HOUR }, now);
    expect(view.clock).toMatchObject({ state: 'overdue', text: 'Overdue by 2 h' });
    expect(view.canMarkContacted).toBe(true);
  });

  it('offers no action on an answered, passed-on or withdrawn lead', () => {
    expect(freeLeadView({ ...base, status: 'contacted', responseMinutes: 90 }, now)).toMatchObject({
      canMarkContacted: false,
      clock: { state: 'answered', text: 'Answered in 1 h 30 min' },
    });
    expect(freeLeadView({ ...base, lapsedAt: now - HOUR, reroutedToLeadId: 'next' }, now).canMarkContacted).toBe(false);
    expect(freeLeadView({ ...base, withdrawnAt: now - HOUR }, now).canMarkContacted).toBe(false);
    // The client said nobody contacted them: reopened for the client, the firm may dispute but not claim again.
    const denied = { at: now - 3 * HOUR, state: 'denied' as const, askedAt: now - 2 * HOUR, answeredAt: now - HOUR };
    expect(freeLeadView({ ...base, lapsedAt: now - HOUR, contactClaim: denied }, now).canMarkContacted).toBe(false);
  });

  it('shows no contact details once they were removed, and says why', () => {
    const view = freeLeadView({ ...base, personalInfoRemoved: { at: now, reason: 'erasure' } }, now);
    expect(view.client).toBeNull();
    expect(view.noContact).toMatch(/removed/);
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref('+27 (82) 555-0101')).toBe('tel:+27825550101');
  });
});

describe('mergeFreeLeads: this month and any earlier lead still open', () => {
  it('lists each lead once, newest first, with last month’s open lead after this month’s', () => {
    const lead = (id: string, createdAt: number) => ({ ...base, id, createdAt }) as never;
    const merged = mergeFreeLeads(
      [lead('new', now - HOUR), lead('first', now - 5 * HOUR)],
      [lead('first', now - 5 * HOUR), lead('last-month', now - 40 * HOUR)],
    );
    expect(merged.map((l: { id: string }) => l.id)).toEqual(['new', 'first', 'last-month']);
  });
});
