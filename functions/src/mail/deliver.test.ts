import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLeadMail, buildReviewInvite, buildWelcome, clientRecipient } from '../../../tests/fixtures/mail-factories';
import {
  deliverOne,
  runMailSweep,
  sweepDueMail,
  type ClaimedMail,
  type DeliveryDeps,
  type MailStore,
  type OutgoingMail,
} from './deliver';
import {
  BACKOFF_MS,
  claimable,
  claimFields,
  LEASE_MS,
  MAX_ATTEMPTS,
  maySettle,
  readDelivery,
  type DeliveryRecord,
} from './delivery-policy';

interface StoredDoc {
  to: unknown;
  locale?: unknown;
  requestUrl?: unknown;
  template: unknown;
  data: unknown;
  delivery: DeliveryRecord;
}

/** The queue in memory, with the same claim and settle rules the Firestore store applies in transactions. */
class MemoryStore implements MailStore {
  docs = new Map<string, StoredDoc>();
  add(id: string, doc: Omit<StoredDoc, 'delivery'> & { delivery?: Partial<DeliveryRecord> }) {
    this.docs.set(id, { ...doc, delivery: readDelivery({ state: 'PENDING', ...doc.delivery }) });
  }
  delivery(id: string) {
    return this.docs.get(id)!.delivery;
  }
  async claim(id: string, now: number, leaseId: string): Promise<ClaimedMail | null> {
    const doc = this.docs.get(id);
    if (!doc || !claimable(doc.delivery, now)) return null;
    doc.delivery = claimFields(doc.delivery, now, leaseId);
    return {
      id,
      to: doc.to,
      locale: doc.locale,
      requestUrl: doc.requestUrl,
      template: doc.template,
      data: doc.data,
      delivery: doc.delivery,
    };
  }
  async settle(id: string, leaseId: string, fields: DeliveryRecord) {
    const doc = this.docs.get(id);
    if (!doc || !maySettle(doc.delivery, leaseId, fields)) return false;
    doc.delivery = fields;
    return true;
  }
  async due(now: number) {
    return [...this.docs]
      .filter(([, d]) => typeof d.delivery.nextAttemptAt === 'number' && d.delivery.nextAttemptAt <= now)
      .map(([id]) => id);
  }
}

/** An SMTP server stand-in: records what it accepted, or fails while `down`. */
class FakeSender {
  sent: OutgoingMail[] = [];
  down = false;
  async send(mail: OutgoingMail) {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
    this.sent.push(mail);
    return { messageId: mail.messageId };
  }
}

const T0 = Date.UTC(2026, 10, 23, 9, 0);
let store: MemoryStore;
let sender: FakeSender;
let clock: number;
let leases: number;
const deps = (overrides: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
  store,
  sender,
  now: () => clock,
  newLeaseId: () => `lease-${++leases}`,
  ...overrides,
});
const leadMail = { to: 'firm@firm.test', template: 'lead-notification', data: buildLeadMail() };

beforeEach(() => {
  store = new MemoryStore();
  sender = new FakeSender();
  clock = T0;
  leases = 0;
});

describe('deliverOne', () => {
  it('sends a queued mail once and records SENT', async () => {
    store.add('m1', leadMail);
    expect(await deliverOne('m1', deps())).toEqual({ id: 'm1', outcome: 'sent', attempts: 1 });
    expect(sender.sent).toHaveLength(1);
    expect(sender.sent[0]).toMatchObject({
      to: 'firm@firm.test',
      subject: 'New lead: Uncontested Divorce in Soweto, Gauteng',
      messageId: '<m1@mail.regmatch.co.za>',
    });
    expect(store.delivery('m1')).toMatchObject({ state: 'SENT', attempts: 1, nextAttemptAt: null });
  });

  it('never sends a SENT mail again, whoever runs next', async () => {
    store.add('m1', leadMail);
    await deliverOne('m1', deps());
    clock += 365 * 24 * 3600_000;
    expect(await deliverOne('m1', deps())).toEqual({ id: 'm1', outcome: 'not-claimed' });
    expect(await sweepDueMail(deps())).toEqual([]);
    expect(sender.sent).toHaveLength(1);
  });

  it('lets only one of two simultaneous runs (a trigger delivered twice) send', async () => {
    store.add('m1', leadMail);
    const results = await Promise.all([deliverOne('m1', deps()), deliverOne('m1', deps())]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['not-claimed', 'sent']);
    expect(sender.sent).toHaveLength(1);
  });

  it('keeps the same Message-ID on every attempt, so a repeated send can be recognised', async () => {
    store.add('m1', leadMail);
    sender.down = true;
    await deliverOne('m1', deps());
    sender.down = false;
    clock += BACKOFF_MS[0];
    await sweepDueMail(deps());
    expect(sender.sent.map((m) => m.messageId)).toEqual(['<m1@mail.regmatch.co.za>']);
  });
});

describe('retries with backoff', () => {
  it('records a failed send as RETRY with the attempt count and when the next attempt is due', async () => {
    store.add('m1', leadMail);
    sender.down = true;
    expect(await deliverOne('m1', deps())).toMatchObject({
      outcome: 'retry',
      attempts: 1,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(store.delivery('m1')).toMatchObject({ state: 'RETRY', attempts: 1, nextAttemptAt: T0 + BACKOFF_MS[0] });
  });

  it('waits for the backoff, then the sweep sends it once the server is back', async () => {
    store.add('m1', leadMail);
    sender.down = true;
    await deliverOne('m1', deps());
    sender.down = false;
    clock = T0 + BACKOFF_MS[0] - 1;
    expect(await sweepDueMail(deps())).toEqual([]);
    clock = T0 + BACKOFF_MS[0];
    expect(await sweepDueMail(deps())).toEqual([{ id: 'm1', outcome: 'sent', attempts: 2 }]);
    expect(sender.sent).toHaveLength(1);
  });

  it('backs off longer after each failure and gives up as ERROR after MAX_ATTEMPTS', async () => {
    store.add('m1', leadMail);
    sender.down = true;
    await deliverOne('m1', deps());
    const waits: number[] = [];
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      const due = store.delivery('m1').nextAttemptAt!;
      waits.push(due - clock);
      clock = due;
      await sweepDueMail(deps());
    }
    expect(waits).toEqual([...BACKOFF_MS]);
    expect(store.delivery('m1')).toMatchObject({
      state: 'ERROR',
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    sender.down = false;
    clock += 30 * 24 * 3600_000;
    expect(await sweepDueMail(deps())).toEqual([]);
    expect(sender.sent).toHaveLength(0);
  });

  it('retries when no SMTP connection is configured yet', async () => {
    store.add('m1', leadMail);
    expect(await deliverOne('m1', deps({ sender: null }))).toMatchObject({
      outcome: 'retry',
      error: expect.stringContaining('No SMTP connection'),
    });
  });
});

describe('faults no retry can fix end in ERROR at once, without sending', () => {
  it.each([
    ['a bad recipient', { ...leadMail, to: 'not-an-email' }, /recipient/],
    ['an unknown template', { ...leadMail, template: 'phishing' }, /Unknown template/],
    [
      'data that breaks the contract',
      { ...leadMail, data: { ...buildLeadMail(), need: 'collections' } },
      /need: must be a label in words/,
    ],
    [
      'a welcome without its fields',
      { to: 'a@b.co.za', template: 'welcome', data: { firmName: 'Only a name' } },
      /does not match its contract/,
    ],
    [
      'a client mail without the request link on its envelope',
      { to: 'client@example.co.za', locale: 'zu', template: 'review-invite', data: buildReviewInvite() },
      /envelope\.requestUrl/,
    ],
  ])('%s', async (_, doc, error) => {
    store.add('m1', doc);
    expect(await deliverOne('m1', deps())).toMatchObject({ outcome: 'error', attempts: 1, error: expect.stringMatching(error) });
    expect(store.delivery('m1').state).toBe('ERROR');
    expect(sender.sent).toHaveLength(0);
  });
});

describe('sends interrupted mid-way', () => {
  it('picks up a PROCESSING mail whose lease expired (the worker died) and sends it', async () => {
    store.add('m1', {
      ...leadMail,
      delivery: { state: 'PROCESSING', attempts: 1, leaseId: 'dead-worker', nextAttemptAt: T0 + LEASE_MS },
    });
    expect(await sweepDueMail(deps())).toEqual([]);
    clock = T0 + LEASE_MS;
    expect(await sweepDueMail(deps())).toEqual([{ id: 'm1', outcome: 'sent', attempts: 2 }]);
    expect(sender.sent).toHaveLength(1);
  });

  it('leaves a PROCESSING mail alone while its lease holds', async () => {
    store.add('m1', {
      ...leadMail,
      delivery: { state: 'PROCESSING', attempts: 1, leaseId: 'live-worker', nextAttemptAt: T0 + 1 },
    });
    expect(await deliverOne('m1', deps())).toEqual({ id: 'm1', outcome: 'not-claimed' });
    expect(sender.sent).toHaveLength(0);
  });

  it('records a send that finished after its lease ran out as SENT, so nobody sends it again', async () => {
    store.add('m1', leadMail);
    const slow: DeliveryDeps['sender'] = {
      send: async (mail) => {
        clock += LEASE_MS + 1; // the send outlives the lease, but no one has claimed it meanwhile
        return sender.send(mail);
      },
    };
    expect(await deliverOne('m1', deps({ sender: slow }))).toMatchObject({ outcome: 'sent' });
    expect(await sweepDueMail(deps())).toEqual([]);
    expect(sender.sent).toHaveLength(1);
  });

  it('does not let a worker that lost its lease overwrite the claim of the one that took over', async () => {
    store.add('m1', leadMail);
    const failing: DeliveryDeps['sender'] = {
      send: async () => {
        clock += LEASE_MS;
        await deliverOne('m1', deps()); // another worker takes the expired lease and sends
        throw new Error('socket timeout');
      },
    };
    expect(await deliverOne('m1', deps({ sender: failing }))).toMatchObject({ outcome: 'lease-lost' });
    expect(store.delivery('m1')).toMatchObject({ state: 'SENT', attempts: 2 });
    expect(sender.sent).toHaveLength(1);
  });

  it('sweeps a PENDING mail whose trigger never ran once its grace period is over', async () => {
    store.add('m1', {
      to: 'firm@firm.test',
      template: 'welcome',
      data: buildWelcome(),
      delivery: { state: 'PENDING', attempts: 0, nextAttemptAt: T0 },
    });
    expect(await sweepDueMail(deps())).toEqual([{ id: 'm1', outcome: 'sent', attempts: 1 }]);
  });
});

describe('a client mail', () => {
  it('is written in the language its envelope names, ending with the envelope’s request link', async () => {
    const client = clientRecipient('nso');
    store.add('m1', { to: 'client@example.co.za', ...client, template: 'review-invite', data: buildReviewInvite() });
    expect(await deliverOne('m1', deps())).toMatchObject({ outcome: 'sent' });
    expect(sender.sent[0]!.html).toContain('<html lang="nso">');
    expect(sender.sent[0]!.text).toContain(client.requestUrl);
  });
});

describe('runMailSweep: bounded by count and time (issue 39)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a sweep cut by its time budget leaves the rest due, and the next sweep sends them, none twice', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    for (const id of ['m1', 'm2', 'm3', 'm4']) store.add(id, { ...leadMail, delivery: { nextAttemptAt: clock - 1 } });
    // Each send takes a minute of the run's time.
    const slow = { send: async (mail: OutgoingMail) => (vi.setSystemTime(Date.now() + 60_000), sender.send(mail)) };

    const first = await runMailSweep(deps({ sender: slow }), { deadline: Date.now() + 90_000 });
    expect(first).toMatchObject({ stoppedBy: 'time', remaining: 2 });
    expect(first.outcomes.map((o) => [o.id, o.outcome])).toEqual([
      ['m1', 'sent'],
      ['m2', 'sent'],
    ]);

    const second = await runMailSweep(deps(), { maxItems: 1 });
    expect(second).toMatchObject({ stoppedBy: 'count', remaining: 1, outcomes: [{ id: 'm3', outcome: 'sent' }] });
    const third = await runMailSweep(deps());
    expect(third).toMatchObject({ stoppedBy: 'done', remaining: 0, outcomes: [{ id: 'm4', outcome: 'sent' }] });
    expect(sender.sent.map((m) => m.messageId)).toEqual(['m1', 'm2', 'm3', 'm4'].map((id) => `<${id}@mail.regmatch.co.za>`));
  });
});
