import { describe, expect, it } from 'vitest';
import {
  buildClientConfirmation,
  buildFullLeadMail,
  buildInvoice,
  buildLeadReleaseRequest,
  buildLockedLeadMail,
  buildPasswordReset,
  buildReviewInvite,
  buildWelcome,
  businessClient,
  personClient,
  buildContactMessage,
  buildCorrespondentRequest,
  buildLeadLapsed,
  buildLeadRerouted,
} from '../../../../tests/fixtures/mail-factories';
import { RESPONSE_PROMISE } from '@/domain';
import { MAIL_TEMPLATES, MailContractError, parseMailData } from '../contracts';
import { clientConfirmation } from './client-confirmation';
import { renderMail } from './index';
import { invoice } from './invoice';
import { leadNotification } from './lead-notification';
import { leadLapsed } from './lead-lapsed';
import { leadReleaseRequest } from './lead-release-request';
import { reviewInvite } from './review-invite';
import { leadRerouted } from './lead-rerouted';
import { passwordReset } from './password-reset';
import { welcome } from './welcome';

const SCRIPT = '<script>alert("x")</script>';

function expectNoRawScript(html: string) {
  expect(html).not.toContain('<script');
  expect(html).toContain('&lt;script&gt;');
}

describe('lead-notification for a firm whose plan shows leads', () => {
  it('names the client, the need in words, the area and urgency, and links to the lead', () => {
    const mail = leadNotification(buildFullLeadMail({ urgency: 'Urgent' }));
    expect(mail.subject).toBe('New lead from Lerato Mokoena: Uncontested Divorce');
    expect(mail.text).toContain('Need: Uncontested Divorce');
    expect(mail.text).toContain('Area: Soweto, Gauteng');
    expect(mail.text).toContain('Urgency: Urgent');
    expect(mail.text).toContain('Email: lerato@example.co.za');
    expect(mail.text).toContain('Description: We agree on everything');
    expect(mail.text).toContain('Reference: lead-123');
    expect(mail.html).toContain('href="https://regmatch.co.za/firm-dashboard?tab=leads&amp;lead=lead-123"');
    expect(mail.text).toContain('https://regmatch.co.za/firm-dashboard?tab=leads&lead=lead-123');
  });

  it('says the urgency was not stated when the client was not asked', () => {
    expect(leadNotification(buildFullLeadMail()).text).toContain('Urgency: Not stated');
  });

  it('uses company, contact person and the service label for a business', () => {
    const mail = leadNotification(buildFullLeadMail({ client: businessClient, need: 'Debt Collection' }));
    expect(mail.subject).toBe('New lead from Brightside Traders (Pty) Ltd: Debt Collection');
    expect(mail.text).toContain('Contact person: Sipho Ndlovu');
    expect(mail.text).not.toMatch(/collections/);
  });

  it('escapes every value', () => {
    const mail = leadNotification(
      buildFullLeadMail({ client: { ...personClient, name: SCRIPT, description: '<img src=x onerror=alert(1)>' } }),
    );
    expectNoRawScript(mail.html);
    expect(mail.html).not.toContain('<img');
  });
});

describe('lead-notification for a free firm (locked)', () => {
  const mail = leadNotification(buildLockedLeadMail({ urgency: 'Emergency' }));

  it('gives the need, area, urgency, reference and an upgrade link', () => {
    expect(mail.subject).toBe('New lead waiting: Uncontested Divorce');
    expect(mail.text).toContain('Need: Uncontested Divorce');
    expect(mail.text).toContain('Area: Soweto, Gauteng');
    expect(mail.text).toContain('Urgency: Emergency');
    expect(mail.text).toContain('Reference: lead-123');
    expect(mail.html).toContain('href="https://regmatch.co.za/firm-dashboard?tab=subscription"');
    expect(mail.text).toContain('upgrade');
  });

  it("never carries the client's name, email or description", () => {
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toContain('Lerato');
      expect(part).not.toContain('Mokoena');
      expect(part).not.toContain('lerato@example.co.za');
      expect(part).not.toContain('uncontested divorce.');
    }
  });

  it('refuses client details smuggled into locked data', () => {
    expect(() => parseMailData('lead-notification', { ...buildLockedLeadMail(), client: personClient })).toThrow(
      MailContractError,
    );
  });
});

describe('lead-notification contract', () => {
  it.each([['collections'], ['uncontested-divorce'], ['family']])('refuses the id %s where the need must be in words', (id) => {
    expect(() => buildFullLeadMail({ need: id })).toThrow(/need: must be a label in words/);
  });
  it('refuses a link that is not http(s)', () => {
    expect(() => buildFullLeadMail({ dashboardUrl: 'javascript:alert(1)' })).toThrow(MailContractError);
  });
  it('folds a newline in a name into a space, so it never reaches the subject as a header', () => {
    const mail = leadNotification(buildFullLeadMail({ client: { ...personClient, name: 'A\r\nBcc: x@y.z' } }));
    expect(mail.subject).toBe('New lead from A Bcc: x@y.z: Uncontested Divorce');
  });
});

describe('client-confirmation', () => {
  it('greets the client by name and says what they asked for, where, and when to expect contact', () => {
    const mail = clientConfirmation(buildClientConfirmation());
    expect(mail.subject).toBe('Your request was sent to Khumalo Legal Inc.');
    expect(mail.text).toContain('Hello Lerato,');
    expect(mail.text).not.toContain('Hello there');
    expect(mail.text).toContain('Your need: Uncontested Divorce');
    expect(mail.text).toContain('Area: Soweto, Gauteng');
    expect(mail.text).toContain(RESPONSE_PROMISE);
    expect(mail.text).toContain('within 16 business hours');
  });
  it('escapes values', () => {
    expectNoRawScript(clientConfirmation(buildClientConfirmation({ name: SCRIPT, firmName: SCRIPT })).html);
  });
});

describe('welcome', () => {
  it('lists practice areas, services and languages by label and explains the paid branch', () => {
    const mail = welcome(buildWelcome());
    expect(mail.subject).toBe('Welcome to RegMatch, Ndlovu & Associates');
    expect(mail.html).toContain('Ndlovu &amp; Associates');
    expect(mail.text).toContain('Practice areas: Family Law, Divorce & Separation');
    expect(mail.text).toContain('Business services: Debt Collection');
    expect(mail.text).toContain('Languages: English, isiZulu');
    expect(mail.text).toContain('PayFast');
    expect(mail.html).toContain('href="https://regmatch.co.za/firm-dashboard"');
  });
  it('tells a free firm its allowance', () => {
    expect(welcome(buildWelcome({ isPremium: false, planName: 'Basic' })).text).toContain('up to 2 leads a month');
  });
  it('refuses taxonomy ids in place of labels', () => {
    expect(() => buildWelcome({ practiceAreas: ['family', 'divorce-separation'] })).toThrow(
      /practiceAreas\.0: must be a label in words/,
    );
    expect(() => buildWelcome({ languages: ['zu'] })).toThrow(MailContractError);
  });
  it('escapes values', () => {
    expectNoRawScript(welcome(buildWelcome({ firmName: SCRIPT })).html);
  });
});

describe('invoice', () => {
  it('is a South African tax invoice: supplier with VAT number, recipient, number, date, and the VAT split', () => {
    const mail = invoice(buildInvoice());
    expect(mail.subject).toBe('RegMatch tax invoice INV-202611-0042');
    expect(mail.text).toContain('Tax Invoice INV-202611-0042');
    expect(mail.text).toContain('Supplier: RegMatch Demo (Pty) Ltd');
    expect(mail.text).toMatch(/VAT number: \d{10}/);
    expect(mail.text).toContain('Invoice number: INV-202611-0042');
    expect(mail.text).toContain('Date: 2026-11-22');
    expect(mail.text).toContain('Firm: Van der Merwe Attorneys');
    expect(mail.text).toContain('Address: 1 Main Rd, Sandton');
    expect(mail.text).toContain('Plan: Premium');
    expect(mail.text).toContain('Amount excl. VAT: R 173,04');
    expect(mail.text).toContain('VAT (15%): R 25,96');
    expect(mail.text).toContain('Total (incl. VAT): R 199,00');
  });
  it('splits Premium Plus too', () => {
    const mail = invoice(buildInvoice({ planName: 'Premium Plus', totalCents: 24900 }));
    expect(mail.text).toContain('Amount excl. VAT: R 216,52');
    expect(mail.text).toContain('VAT (15%): R 32,48');
    expect(mail.text).toContain('Total (incl. VAT): R 249,00');
  });
  it('shows R 0,00 throughout for the free month', () => {
    const mail = invoice(buildInvoice({ totalCents: 0 }));
    expect(mail.text).toContain('VAT (15%): R 0,00');
    expect(mail.text).toContain('Total (incl. VAT): R 0,00');
  });
  it('refuses amounts in rand instead of cents', () => {
    expect(() => buildInvoice({ totalCents: 199.5 })).toThrow(MailContractError);
  });
  it('escapes values', () => {
    expectNoRawScript(invoice(buildInvoice({ recipient: { firmName: SCRIPT, email: 'a@b.co.za', address: SCRIPT } })).html);
  });
});

describe('password-reset', () => {
  it('links to the reset page', () => {
    const mail = passwordReset(buildPasswordReset());
    expect(mail.html).toContain('href="https://regmatch.co.za/reset-password-confirm?oobCode=abc&amp;mode=resetPassword"');
    expect(mail.text).toContain('https://regmatch.co.za/reset-password-confirm?oobCode=abc&mode=resetPassword');
  });
  it('refuses a link that is not http(s)', () => {
    expect(() => buildPasswordReset({ resetLink: 'javascript:alert(1)' })).toThrow(/resetLink/);
  });
});

describe('messages between people', () => {
  it('gives the operator the visitor to reply to, with the message escaped and its line breaks kept', () => {
    const mail = renderMail('contact-message', buildContactMessage({ name: 'Eve <b>', message: 'Hi <script>x</script> team' }));
    expect(mail.replyTo).toBe('thandi@example.co.za');
    expect(mail.html).not.toContain('<script>x');
    expect(mail.subject).toBe('Contact Us: Help with a match from Eve <b>');
  });
  it("tells the recipient firm who asks and how to reach them, and refuses links in the sender's message", () => {
    const mail = renderMail('correspondent-request', buildCorrespondentRequest());
    expect(mail.replyTo).toBe('lerato@mokoena.co.za');
    expect(mail.text).toContain('Phone: 015 123 4567');
    expect(mail.text).toContain('Court: High Court');
    expect(() => buildCorrespondentRequest({ message: 'see https://evil.example' })).toThrow(MailContractError);
  });
});

describe('lead-release-request', () => {
  it('names the firm and gives one link to share and one to decline', () => {
    const mail = leadReleaseRequest(buildLeadReleaseRequest());
    expect(mail.subject).toBe('Dlamini & Partners wants to help: share your contact details?');
    expect(mail.text).toContain(
      'Share my details with Dlamini & Partners: https://regmatch.co.za/share-details?token=abc&decision=release',
    );
    expect(mail.text).toContain('Decline: https://regmatch.co.za/share-details?token=abc&decision=decline');
    // Share, decline, and the request's own page.
    expect(mail.html.match(/<a href=/g)).toHaveLength(3);
    expect(mail.html).toContain('Dlamini &amp; Partners');
  });
  it('escapes the firm name and refuses links that are not http(s)', () => {
    expectNoRawScript(leadReleaseRequest(buildLeadReleaseRequest({ firmName: SCRIPT })).html);
    expect(() => buildLeadReleaseRequest({ releaseUrl: 'javascript:alert(1)' })).toThrow(/releaseUrl/);
  });
});

describe('review-invite', () => {
  it('names the firm and gives one link to review it', () => {
    const mail = reviewInvite(buildReviewInvite());
    expect(mail.subject).toBe('How was Dlamini & Partners? Leave a review');
    expect(mail.text).toContain('Review Dlamini & Partners: https://regmatch.co.za/review?token=abc');
    expect(mail.text).toContain('Link works until: 2027-01-22');
    // The review, and the request's own page.
    expect(mail.html.match(/<a href=/g)).toHaveLength(2);
  });
  it('escapes the firm name and refuses links that are not http(s)', () => {
    expectNoRawScript(reviewInvite(buildReviewInvite({ firmName: SCRIPT })).html);
    expect(() => buildReviewInvite({ reviewUrl: 'javascript:alert(1)' })).toThrow(/reviewUrl/);
  });
});

describe('lead-rerouted', () => {
  it('tells the client which firm has the request now, why, and when to expect contact', () => {
    const mail = leadRerouted(buildLeadRerouted());
    expect(mail.subject).toBe('Your request was passed to Khumalo Legal Inc.');
    expect(mail.text).toContain('Hello Lerato, Dlamini & Partners did not respond');
    expect(mail.text).toContain('we have sent it to Khumalo Legal Inc.');
    expect(mail.text).toContain(`Expect contact: ${RESPONSE_PROMISE}`);
    expect(mail.text).toContain('Reference: lead-456');
  });
  it('escapes values', () => {
    expectNoRawScript(leadRerouted(buildLeadRerouted({ firmName: SCRIPT, previousFirmName: SCRIPT })).html);
  });
});

describe('lead-lapsed', () => {
  it('tells the first firm its lead lapsed at the deadline and went elsewhere, without naming the client', () => {
    const mail = leadLapsed(buildLeadLapsed());
    expect(mail.subject).toBe('Lead lead-123 lapsed and was passed to another firm');
    expect(mail.text).toContain('Deadline: Wed 25 Nov 2026, 10:00 SAST');
    expect(mail.text).toContain('https://regmatch.co.za/firm-dashboard?tab=leads');
  });
  it('refuses a link that is not http(s)', () => {
    expect(() => buildLeadLapsed({ dashboardUrl: 'javascript:alert(1)' })).toThrow(MailContractError);
  });
});

const FIRM_REJECTED = {
  kind: 'rejected',
  firmName: 'Dlamini & Partners',
  reason: 'No practitioner with this LPC number is on the roll',
  dashboardUrl: 'https://regmatch.co.za/firm-dashboard',
} as const;

describe('firm account mails', () => {
  it('the confirmation names the firm and carries the one link; a script in a name stays text', () => {
    const mail = renderMail('firm-email-confirmation', {
      contactName: SCRIPT,
      firmName: 'Mokoena Attorneys',
      confirmUrl: 'https://regmatch.co.za/for-firms/confirm?token=abc',
      expiresOn: '2026-12-01',
    });
    expect(mail.text).toContain('Confirm my email: https://regmatch.co.za/for-firms/confirm?token=abc');
    expectNoRawScript(mail.html);
    expect(() =>
      renderMail('firm-email-confirmation', {
        contactName: 'A',
        firmName: 'B',
        confirmUrl: 'javascript:alert(1)',
        expiresOn: '2026-12-01',
      }),
    ).toThrow();
  });
  it('the closure says what the law makes us keep', () => {
    expect(renderMail('firm-account-closed', { firmName: 'X Inc', invoicesKept: 1 }).text).toContain('five years');
    expect(renderMail('firm-account-closed', { firmName: 'X Inc', invoicesKept: 0 }).text).toContain('we keep no invoices');
  });
});

describe('firm-verification', () => {
  it('tells a rejected firm the reason, with the LPC roll to check', () => {
    const mail = renderMail('firm-verification', FIRM_REJECTED);
    expect(mail.subject).toContain('We could not verify Dlamini & Partners');
    expect(mail.text).toContain('No practitioner with this LPC number is on the roll');
    expect(mail.text).toContain('https://lpc.org.za/');
    expect(mail.html).toContain('Dlamini &amp; Partners');
  });
  it('names the certificate year that ended when a verification lapses', () => {
    const mail = renderMail('firm-verification', { ...FIRM_REJECTED, kind: 'lapsed', year: 2026 });
    expect(mail.text).toContain('was for 2026, which has ended');
  });
  it('escapes what the operator typed and refuses links in it', () => {
    expectNoRawScript(renderMail('firm-verification', { ...FIRM_REJECTED, reason: SCRIPT }).html);
    expect(() => renderMail('firm-verification', { ...FIRM_REJECTED, reason: 'see https://evil.example' })).toThrow(
      MailContractError,
    );
  });
});

describe('every email a client receives', () => {
  const clientMails = {
    'client-confirmation': buildClientConfirmation(),
    'lead-release-request': buildLeadReleaseRequest(),
    'lead-rerouted': buildLeadRerouted(),
    'review-invite': buildReviewInvite(),
  } as const;
  it.each(Object.keys(clientMails) as (keyof typeof clientMails)[])(
    '%s links to the request’s own page (view, withdraw, erase)',
    (template) => {
      const mail = renderMail(template, clientMails[template]);
      expect(mail.text).toContain('withdraw it, or erase your information');
      expect(mail.text).toContain('https://regmatch.co.za/my-request?token=abc');
      expect(mail.html).toContain('href="https://regmatch.co.za/my-request?token=abc"');
    },
  );
});

describe('renderMail', () => {
  const samples = {
    'lead-notification': buildFullLeadMail(),
    'client-confirmation': buildClientConfirmation(),
    welcome: buildWelcome(),
    invoice: buildInvoice(),
    'password-reset': buildPasswordReset(),
    'contact-message': buildContactMessage(),
    'correspondent-request': buildCorrespondentRequest(),
    'lead-release-request': buildLeadReleaseRequest(),
    'review-invite': buildReviewInvite(),
    'lead-rerouted': buildLeadRerouted(),
    'lead-lapsed': buildLeadLapsed(),
    'firm-verification': FIRM_REJECTED,
    'firm-email-confirmation': {
      contactName: 'Lerato Mokoena',
      firmName: 'Mokoena Attorneys',
      confirmUrl: 'https://regmatch.co.za/for-firms/confirm?token=abc',
      expiresOn: '2026-12-01',
    },
    'registration-attempt': {
      signInUrl: 'https://regmatch.co.za/firm-login',
      resetLink: 'https://regmatch.co.za/reset-password-confirm?oobCode=x',
    },
    'firm-account-closed': { firmName: 'Mokoena Attorneys', invoicesKept: 2 },
    'subscription-cancelled': SUBSCRIPTION_CANCELLED,
    'plan-downgraded': PLAN_DOWNGRADED,
  };
  it.each(MAIL_TEMPLATES)('renders %s with a subject, html and text', (template) => {
    const mail = renderMail(template, samples[template]);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.html).toContain('<html');
    expect(mail.text.length).toBeGreaterThan(0);
  });
  it.each(MAIL_TEMPLATES)('refuses %s data that does not match its contract', (template) => {
    expect(() => renderMail(template, {})).toThrow(MailContractError);
  });
});

const SUBSCRIPTION_CANCELLED = {
  firmName: 'Mokoena Attorneys',
  planName: 'Premium',
  accessUntil: '25 Dec 2026',
  dashboardUrl: 'https://regmatch.co.za/firm-dashboard?tab=subscription',
};
const PLAN_DOWNGRADED = {
  firmName: 'Mokoena Attorneys',
  previousPlanName: 'Premium',
  dashboardUrl: 'https://regmatch.co.za/firm-dashboard?tab=subscription',
};

describe('the end of a cancelled subscription', () => {
  it('subscription-cancelled confirms that billing stopped and names the last day of paid features', () => {
    const mail = renderMail('subscription-cancelled', SUBSCRIPTION_CANCELLED);
    expect(mail.subject).toBe('Cancellation confirmed: Premium until 25 Dec 2026');
    expect(mail.text).toContain('PayFast will not charge you again');
    expect(mail.text).toContain("You keep Premium's paid features until 25 Dec 2026 (SAST)");
    expect(mail.text).toContain('moves to the free Basic plan (up to 2 leads a month)');
    expect(mail.html).toContain('href="https://regmatch.co.za/firm-dashboard?tab=subscription"');
  });
  it('plan-downgraded says the firm is on Basic now', () => {
    const mail = renderMail('plan-downgraded', { ...PLAN_DOWNGRADED, firmName: `A ${SCRIPT}` });
    expect(mail.subject).toContain('your plan is now Basic');
    expect(mail.text).toContain('Your plan is now Basic');
    expect(mail.text).toContain('Nothing more will be charged');
    expectNoRawScript(mail.html);
  });
});
