/**
 * Writes the demo dataset into the emulators through the Admin SDK: firms (public profile, match
 * index and private account), demo users with their claims, blog posts, and leads for the demo firms.
 * Clears both emulators first, so running it twice gives the same state.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { firmDerivedFields, type FirmDocument } from '../../src/domain/firms/model';
import { emailDomain, isPublicMailDomain, normaliseFirmName, type BusinessHours } from '../../src/domain/firms/options';
import {
  publicMedianResponse,
  responseDeadline,
  responseMinutes,
  responseWindowStart,
} from '../../src/domain/firms/response-clock';
import { PENDING_VERIFICATION, sastYear, verifiedSummary } from '../../src/domain/firms/verification';
import { openLeadDisplayName } from '../../src/domain/leads/leads';
import { newOpenLead } from '../../src/domain/leads/open-lead-record';
import { type PlanId } from '../../src/domain/payments/plan-ids';
import { monthKey } from '../../src/domain/payments/plans';
import { changeRating, newReview, ratingTotalsOf } from '../../src/domain/reviews/reviews';
import { PRIVACY_POLICY_VERSION } from '../../src/domain/shared/brand';
import { CONSENT_PURPOSES } from '../../src/domain/shared/request-guards';
import { firmWrites, withPlan } from '../../tests/fixtures/firm-factory';
import { generateBlogPosts, generateFirms, type SeedFirm } from '../../tests/fixtures/seed-generator';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.mjs';

export interface SeedOptions {
  firmCount?: number;
  seed?: number;
  quiet?: boolean;
}

function projectId(): string {
  return process.env.EMU_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-regmatch';
}

function requireEmulators() {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.');
  }
}

async function clearEmulators(): Promise<void> {
  requireEmulators();
  const project = projectId();
  await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${project}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${project}/accounts`, { method: 'DELETE' });
}

export function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: projectId() });
}

/** Named demo firms, one per plan, tied to the printed demo sign-ins. */
const DEMO_FIRMS: Record<PlanId, { id: string; firmName: string; contactPerson: string }> = {
  free: { id: 'demo-firm-free', firmName: 'Ndlovu & Associates', contactPerson: 'Thandi Ndlovu' },
  premium: { id: 'demo-firm-premium', firmName: 'Van der Merwe Attorneys', contactPerson: 'Pieter van der Merwe' },
  premium_plus: { id: 'demo-firm-premium-plus', firmName: 'Khumalo Legal Inc.', contactPerson: 'Sipho Khumalo' },
};

function demoFirm(plan: PlanId, template: SeedFirm, email: string, now: Date): SeedFirm {
  const demo = DEMO_FIRMS[plan];
  const profile: FirmDocument = {
    ...template.profile,
    firmName: demo.firmName,
    province: 'Gauteng',
    primaryServiceArea: 'Gauteng',
    primaryCity: 'Johannesburg',
    cities: plan === 'free' ? ['Johannesburg'] : ['Johannesburg', 'Sandton', 'Pretoria'],
    practiceAreas: ['family', 'divorce-separation', 'child-custody-access', 'child-maintenance', 'civil', 'contract-disputes'],
    isFeatured: plan !== 'free',
    isCorrespondent: plan !== 'free',
    correspondentCourts: plan !== 'free' ? ['Magistrates', 'High'] : [],
    // No reviews yet: demoReviews adds them from the leads the firm answered (the submitReview core).
    rating: 0,
    reviewCount: 0,
    description: `${demo.firmName} is a Johannesburg family and civil law practice. We explain every step in plain language and agree fees upfront.`,
    // Verified on the LPC roll and with this year's Fidelity Fund certificate, so the badge says both.
    verification: verifiedSummary(
      ['lpc-roll', 'fidelity-fund-certificate'],
      { certificateNumber: `FF-${demo.id}`, year: sastYear(now) },
      now,
    ),
  };
  // The plan, its counters and billing dates come from planChange, like every other plan change.
  const docs = withPlan({ firm: profile, account: { ...template.account, email, contactPerson: demo.contactPerson } }, plan, {
    now,
  });
  return { id: demo.id, profile: docs.firm, account: docs.account };
}

/** How many demo firms wait for verification (the operator's queue is never empty in the demo). */
const PENDING_DEMO_FIRMS = 4;

/** A generated firm turned into a new registration waiting for an operator, with its evidence. */
function pendingFirm(template: SeedFirm, i: number, now: Date) {
  const submittedAt = new Date(now.getTime() - (i + 1) * 86_400_000);
  const profile = { ...template.profile, verification: PENDING_VERIFICATION, isFeatured: false, createdAt: submittedAt };
  const firm: SeedFirm = { ...template, profile: { ...profile, ...firmDerivedFields(profile) } };
  const evidence = {
    lpcNumber: String(template.account.lpcNumber),
    // Every other one practises for its own account and gives a certificate.
    fidelityFund: i % 2 === 0 ? { certificateNumber: `FF${String(20260100 + i)}`, year: sastYear(now) } : null,
    submittedAt,
    decision: null,
    suspension: null,
    lapsedAt: null,
  };
  return { firm, evidence };
}

async function writeInBatches(db: Firestore, writes: { path: string; data: Record<string, unknown> }[]) {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + 400)) batch.set(db.doc(w.path), w.data);
    await batch.commit();
  }
}

const ts = (millis: number) => Timestamp.fromMillis(millis);

export async function seedDemoData({ firmCount = 300, seed = 2026, quiet = false }: SeedOptions = {}) {
  requireEmulators();
  const log = (message: string) => quiet || console.log(message);
  await clearEmulators();
  const app = adminApp();
  const db = getFirestore(app);
  const auth = getAuth(app);
  const now = new Date();

  const generated = generateFirms(firmCount, seed, now);
  const firmUsers = DEMO_USERS.filter((u) => u.plan);
  const demoFirms = firmUsers.map((u, i) => demoFirm(u.plan as PlanId, generated[i]!, u.email, now));
  // The last few generated firms registered recently and wait in the operator's verification queue.
  const pending = generated.slice(-PENDING_DEMO_FIRMS).map((firm, i) => pendingFirm(firm, i, now));
  const firms = [...demoFirms, ...generated.slice(0, -PENDING_DEMO_FIRMS), ...pending.map((p) => p.firm)];

  // The open leads' originals belong to a paid firm that is no demo sign-in, as requestMatch writes them.
  const originalOwner = generated.slice(demoFirms.length).find((f) => f.profile.packageType !== 'free') ?? generated.at(-1)!;
  const hoursOf = new Map(firms.map((f) => [f.id, f.profile.businessHours ?? null]));
  const leads = demoLeads(now, originalOwner.id, (firmId) => hoursOf.get(firmId) ?? null);
  const responseStats = demoResponseStats(leads, now);
  // Each demo firm's counter agrees with the leads it is given this month.
  const leadsThisMonth = new Map<string, number>();
  for (const { path, data } of leads) {
    // Only the firms' own leads count (the open leads' originals carry their time in another form).
    if (!path.startsWith('leads/')) continue;
    if (monthKey((data.createdAt as Timestamp).toDate()) !== monthKey(now)) continue;
    const firmId = String(data.firmId);
    leadsThisMonth.set(firmId, (leadsThisMonth.get(firmId) ?? 0) + 1);
  }

  const reviewed = demoReviews(firms, leads);
  const writes: { path: string; data: Record<string, unknown> }[] = [...reviewed.writes];
  const created = now.getTime() - 90 * 86_400_000;
  const claimedDomains = new Set<string>();
  for (const firm of firms) {
    // Complete documents from the firm factory, with the match index every firm writer adds;
    // Dates are stored as Timestamps.
    writes.push(
      ...firmWrites(firm.id, {
        firm: {
          ...firm.profile,
          ...reviewed.ratings.get(firm.id),
          ...(responseStats.has(firm.id) ? { responseStats: responseStats.get(firm.id) } : {}),
          createdAt: firm.profile.verification.state === 'pending' ? firm.profile.createdAt : new Date(created),
        },
        account: { ...firm.account, leadsThisMonth: leadsThisMonth.get(firm.id) ?? firm.account.leadsThisMonth },
      }),
    );
    // The same uniqueness claims registerFirm writes, so a newcomer cannot register a seeded name.
    writes.push({ path: `firmNames/${normaliseFirmName(String(firm.profile.firmName))}`, data: { firmId: firm.id } });
    const domain = emailDomain(String(firm.account.email ?? ''));
    if (domain && !isPublicMailDomain(domain) && !claimedDomains.has(domain)) {
      claimedDomains.add(domain);
      writes.push({ path: `firmDomains/${domain}`, data: { firmId: firm.id } });
    }
  }
  for (const { firm, evidence } of pending) {
    writes.push({ path: `firms/${firm.id}/private/verification`, data: evidence });
  }
  for (const post of generateBlogPosts()) {
    writes.push({
      path: `blog_posts/${post.id}`,
      data: { ...post.data, createdAt: ts(post.data.createdAt as number), updatedAt: ts(post.data.updatedAt as number) },
    });
  }
  writes.push(...leads);
  await writeInBatches(db, writes);

  for (const user of DEMO_USERS) {
    const record = await auth.createUser({
      email: user.email,
      password: DEMO_PASSWORD,
      emailVerified: true,
      displayName: user.label,
    });
    if (user.plan) {
      const firmId = DEMO_FIRMS[user.plan].id;
      await auth.setCustomUserClaims(record.uid, { firmId, role: 'firm_admin' });
      await db
        .doc(`users/${record.uid}`)
        .set({ firmId, role: 'firm_admin', email: user.email, createdAt: Timestamp.now(), lastLogin: null });
      await db.doc(`firms/${firmId}/private/account`).update({ adminUserId: record.uid });
    } else {
      await auth.setCustomUserClaims(record.uid, { admin: true });
      await db.doc(`users/${record.uid}`).set({ role: 'admin', email: user.email, createdAt: Timestamp.now(), lastLogin: null });
    }
  }
  log(
    `Seeded ${firms.length} firms, ${DEMO_USERS.length} demo users and ${generateBlogPosts().length} blog posts into ${projectId()}.`,
  );
  return { firms: firms.length };
}

/** What clients of the demo firms wrote, by the stars they gave. */
const DEMO_REVIEW_TEXTS: Record<number, string> = {
  5: 'They phoned me the morning after my request, explained the maintenance court process in plain language and the fee was exactly what they quoted.',
  4: 'Helpful and clear about costs. It took two days to hear back, but once we met they drew up the parenting plan quickly.',
};
const DEMO_REPLY = 'Thank you for trusting us with your matter. We are glad the parenting plan is in place.';

/**
 * Reviews for the demo firms, from the leads they answered (contacted or converted), built by the
 * same domain core submitReview uses (newReview, changeRating from ratingTotalsOf), never a
 * hand-written rating. Each reviewed lead is also marked invited, as the invite trigger marks it.
 */
export function demoReviews(firms: readonly SeedFirm[], leads: readonly { path: string; data: Record<string, unknown> }[]) {
  const demoIds = new Set(Object.values(DEMO_FIRMS).map((f) => f.id));
  const writes: { path: string; data: Record<string, unknown> }[] = [];
  const ratings = new Map<string, { rating: number; reviewCount: number; ratingSum: number }>();
  for (const lead of leads) {
    const firmId = String(lead.data.firmId);
    const status = lead.data.status as string;
    // A demo review stands on an answer its client confirmed (clockStoppedBy), as the real invite does.
    if (!demoIds.has(firmId) || !lead.data.clockStoppedBy || !['contacted', 'converted'].includes(status)) continue;
    const firm = firms.find((f) => f.id === firmId);
    if (!firm) continue;
    const leadId = lead.path.split('/')[1]!;
    const stars = status === 'contacted' ? 5 : 4;
    const answeredAt = (lead.data.respondedAt as Timestamp).toMillis();
    const review = newReview({ firmId, leadId, rating: stars, text: DEMO_REVIEW_TEXTS[stars]!, createdAt: ts(answeredAt) });
    const reply =
      stars === 4 && firm.profile.packageType !== 'free' ? { text: DEMO_REPLY, createdAt: ts(answeredAt + 3_600_000) } : null;
    writes.push({ path: `reviews/${leadId}`, data: { ...review, reply } });
    writes.push({ path: `reviewInviteLeads/${leadId}`, data: { firmId, createdAt: ts(answeredAt) } });
    const totals = ratings.get(firmId) ?? ratingTotalsOf({ rating: 0, reviewCount: 0 });
    ratings.set(firmId, changeRating(totals, stars, 1));
  }
  return { writes, ratings };
}

/** Hours after arrival that each demo case was first answered, as updateLeadStatus records it. */
const hour = 3_600_000;

/**
 * The response clock as the real writers store it: the lead transaction's deadline in the firm's
 * business hours (and no lapse), and for an answered lead updateLeadStatus's first answer and
 * minutes, with the contact its client confirmed (contact-claim.ts: what the figures count). The consent record is the wizard's, with the choices the client made.
 */
function clockAndConsent(createdAt: number, answeredAfterHours: number | null, hours: BusinessHours | null, share = false) {
  const clock: Record<string, unknown> = { responseDueAt: ts(responseDeadline(createdAt, hours)), lapsedAt: null };
  if (answeredAfterHours !== null) {
    const respondedAt = createdAt + answeredAfterHours * hour;
    Object.assign(clock, {
      respondedAt: ts(respondedAt),
      responseMinutes: responseMinutes(createdAt, respondedAt),
      contactClaim: {
        at: ts(respondedAt),
        state: 'confirmed',
        askedAt: ts(respondedAt + hour),
        answeredAt: ts(respondedAt + 2 * hour),
      },
      clockStoppedBy: { reason: 'confirmed-contact', at: ts(respondedAt) },
    });
  }
  const consent = {
    purpose: CONSENT_PURPOSES.matching,
    policyVersion: PRIVACY_POLICY_VERSION,
    givenAt: ts(createdAt),
    shareWithOtherFirms: share,
    reroute: true,
  };
  return { ...clock, consent };
}

/**
 * Each demo firm's public response figure, as refreshResponseStats computes it from the same
 * leads: answered in the last 90 days, and the median once there are enough of them.
 */
export function demoResponseStats(leads: readonly { path: string; data: Record<string, unknown> }[], now: Date) {
  const minutesByFirm = new Map<string, number[]>();
  for (const { data } of leads) {
    const respondedAt = data.respondedAt as Timestamp | undefined;
    if (!respondedAt || respondedAt.toMillis() < responseWindowStart(now.getTime())) continue;
    const firmId = String(data.firmId);
    minutesByFirm.set(firmId, [...(minutesByFirm.get(firmId) ?? []), data.responseMinutes as number]);
  }
  const stats = new Map<string, { answeredLeads: number; medianMinutes: number | null; updatedAt: Date }>();
  for (const [firmId, minutes] of minutesByFirm) {
    stats.set(firmId, { answeredLeads: minutes.length, medianMinutes: publicMedianResponse(minutes), updatedAt: now });
  }
  return stats;
}

/**
 * A realistic inbox for the demo firms, and open leads for paid firms in Gauteng. The paid demo
 * firms have answered enough cases in the last 90 days for their cards to show a median response
 * time; the newest case is still pending, so the dashboard shows its clock running.
 */
export function demoLeads(
  now: Date,
  originalOwnerId: string,
  businessHoursOf: (firmId: string) => BusinessHours | null = () => null,
) {
  const people = [
    {
      firstName: 'Lerato',
      lastName: 'Mokoena',
      email: 'lerato.mokoena@example.co.za',
      city: 'Soweto',
      subcategory: 'divorce-separation',
      description: 'My husband and I agree on everything and want an uncontested divorce. We have two children.',
      status: 'pending',
      ageHours: 3,
      answeredAfterHours: null,
    },
    {
      firstName: 'Johan',
      lastName: 'Botha',
      email: 'johan.botha@example.co.za',
      city: 'Randburg',
      subcategory: 'child-maintenance',
      description: 'My ex has not paid maintenance for four months.',
      status: 'contacted',
      ageHours: 40,
      answeredAfterHours: 3,
    },
    {
      firstName: 'Ayesha',
      lastName: 'Patel',
      email: 'ayesha.patel@example.co.za',
      city: 'Johannesburg',
      subcategory: 'child-custody-access',
      description: 'I need a parenting plan for my daughter.',
      status: 'converted',
      ageHours: 60,
      answeredAfterHours: 6,
    },
    {
      firstName: 'Themba',
      lastName: 'Dlamini',
      email: 'themba.dlamini@example.co.za',
      city: 'Sandton',
      subcategory: 'contract-disputes',
      description: 'A builder took a deposit and never finished the work.',
      status: 'closed',
      ageHours: 80,
      answeredAfterHours: 20,
    },
    {
      firstName: 'Naledi',
      lastName: 'Sithole',
      email: 'naledi.sithole@example.co.za',
      city: 'Pretoria',
      subcategory: 'divorce-separation',
      description: 'We have been separated for a year and I want to start the divorce.',
      status: 'converted',
      ageHours: 12 * 24,
      answeredAfterHours: 2,
    },
    {
      firstName: 'Riaan',
      lastName: 'Pretorius',
      email: 'riaan.pretorius@example.co.za',
      city: 'Sandton',
      subcategory: 'contract-disputes',
      description: 'A supplier will not refund a cancelled order.',
      status: 'closed',
      ageHours: 30 * 24,
      answeredAfterHours: 5,
    },
  ] as const;
  const writes: { path: string; data: Record<string, unknown> }[] = [];
  for (const firmId of [DEMO_FIRMS.premium.id, DEMO_FIRMS.premium_plus.id, DEMO_FIRMS.free.id]) {
    // The free firm has one of its two monthly leads, so it still shows room in its allowance.
    (firmId === DEMO_FIRMS.free.id ? people.slice(0, 1) : people).forEach((p, i) => {
      const createdAt = now.getTime() - p.ageHours * hour;
      const at = ts(createdAt);
      const answered = p.answeredAfterHours === null ? null : ts(createdAt + p.answeredAfterHours * hour);
      writes.push({
        path: `leads/${firmId}-lead-${i + 1}`,
        data: {
          firmId,
          status: p.status,
          createdAt: at,
          updatedAt: answered ?? at,
          assignedAt: at,
          province: 'Gauteng',
          // The id, as the lead transaction writes it (leadPracticeArea): the subcategory chosen.
          practiceArea: p.subcategory,
          source: 'matching',
          ...clockAndConsent(createdAt, p.answeredAfterHours, businessHoursOf(firmId)),
          formData: {
            userType: 'person',
            firstName: p.firstName,
            lastName: p.lastName,
            email: p.email,
            location: 'Gauteng',
            city: p.city,
            practiceArea: 'family',
            subcategory: p.subcategory,
            description: p.description,
            urgency: 'standard',
            budget: 'Not specified',
            legalTermsAccepted: true,
          },
        },
      });
    });
  }
  // Shared cases, written as requestMatch writes them: the client ticked "share", and the open
  // lead names no one (double-blind), only whether a person or a business asks.
  const open = [
    { userType: 'person', name: ['Nomsa', 'Mahlangu'], serviceLabel: 'Evictions', practiceArea: 'evictions' },
    { userType: 'person', name: ['Kagiso', 'Molefe'], serviceLabel: 'Unfair Dismissal', practiceArea: 'unfair-dismissal' },
    { userType: 'business', name: ['Brightside', 'Traders'], serviceLabel: 'Debt Collection', practiceArea: 'debt-collection' },
  ] as const;
  open.forEach((o, i) => {
    const createdAt = now.getTime() - (i + 1) * 5 * hour;
    const at = ts(createdAt);
    const originalLeadId = `open-original-${i + 1}`;
    writes.push({
      path: `leads/${originalLeadId}`,
      data: {
        firmId: originalOwnerId,
        status: 'pending',
        createdAt: at,
        updatedAt: at,
        assignedAt: at,
        province: 'Gauteng',
        practiceArea: o.practiceArea,
        source: 'open_lead',
        ...clockAndConsent(createdAt, null, businessHoursOf(originalOwnerId), true),
        formData: {
          userType: o.userType,
          firstName: o.name[0],
          lastName: o.name[1],
          email: `client${i + 1}@example.co.za`,
          location: 'Gauteng',
          city: 'Johannesburg',
          description: `Needs help with ${o.serviceLabel.toLowerCase()}.`,
          legalTermsAccepted: true,
        },
      },
    });
    writes.push({
      path: `openLeads/open-${i + 1}`,
      // Spread: the seed's writes take plain records; the document is the owner's.
      data: {
        ...newOpenLead({
          province: 'Gauteng',
          practiceArea: o.practiceArea,
          serviceLabel: o.serviceLabel,
          displayName: openLeadDisplayName(o),
          originalLeadId,
          at: new Date(createdAt),
        }),
      },
    });
  });
  return writes;
}
