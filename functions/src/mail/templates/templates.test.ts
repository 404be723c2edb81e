import { describe, expect, it } from 'vitest';
import {
  buildClientConfirmation,
  buildLeadMail,
  buildInvoice,
  buildLeadReleaseRequest,
  buildPasswordReset,
  buildReviewInvite,
  buildWelcome,
  buildContactMessage,
  buildCorrespondentRequest,
  buildLeadLapsed,
  buildFirmPaused,
  buildLeadRerouted,
  buildLegalUpdate,
  buildLegalUpdatesConfirmation,
  buildLeadUnanswered,
  buildContactCheck,
  buildSecurityCompromiseNotice,
  clientRecipient,
} from '../../../../tests/fixtures/mail-factories';
import { LEGAL_AID_ADVICE_LINE, LPC_PROVINCIAL_OFFICES } from '@/domain/leads/other-help';
import { RESPONSE_PROMISE } from '@/domain/shared/brand';
import {
  buildAnswerReceived,
  buildConsultationClient,
  buildConsultationFirm,
  buildConsultationReminder,
} from '../../../../tests/fixtures/answer-mail-factories';
import { MAIL_TEMPLATES, MailContractError, parseMailData } from '../contracts';
import { clientConfirmation } from './client-confirmation';
import { renderMail } from './index';
import { invoice } from './invoice';
import { leadNotification } from './lead-notification';
import { leadLapsed } from './lead-lapsed';
import { leadReleaseRequest } from './lead-release-request';
import { reviewInvite } from './review-invite';
import { leadRerouted } from './lead-rerouted';
import { leadUnanswered } from './lead-unanswered';
import { passwordReset } from './password-reset';
import { welcome } from './welcome';

const SCRIPT = '<script>alert("x")</script>';
/** A client mail's envelope recipient in English (the language test renders all five). */
const EN = clientRecipient('en');

function expectNoRawScript(html: string) {
  expect(html).not.toContain('<script');
  expect(html).toContain('&lt;script&gt;');
}

describe('lead-notification (every plan)', () => {
  const mail = leadNotification(buildLeadMail({ urgency: 'Urgent' }));

  it('gives the need in words, the area, urgency, deadline and reference, and links to the lead', () => {
    expect(mail.subject).toBe('New lead: Uncontested Divorce in Soweto, Gauteng');
    expect(mail.text).toContain('Need: Uncontested Divorce');
    expect(mail.text).toContain('Area: Soweto, Gauteng');
    expect(mail.text).toContain('Urgency: Urgent');
    expect(mail.text).toContain('Respond by: Wed 25 Nov 2026, 10:00 SAST');
    expect(mail.text).toContain('Reference: lead-123');
    expect(mail.text).toContain("Sign in to your dashboard to see the client's name and contact details.");
    expect(mail.html).toContain('href="https://regmatch.co.za/firm-dashboard?tab=leads&amp;lead=lead-123"');
    expect(mail.text).toContain('https://regmatch.co.za/firm-dashboard?tab=leads&lead=lead-123');
  });

  it('says the urgency was not stated when the client was not asked, and leaves out an unknown deadline', () => {
    const plain = leadNotification(buildLeadMail({ deadline: undefined }));
    expect(plain.text).toContain('Urgency: Not stated');
    expect(plain.text).not.toContain('Respond by');
  });

  it('refuses client details smuggled into the data (the schema is strict)', () => {
    const client = { userType: 'person', name: 'Lerato Mokoena', email: 'lerato@example.co.za' };
    expect(() => parseMailData('lead-notification', { ...buildLeadMail(), client })).toThrow(MailContractError);
    expect(() => parseMailData('lead-notification', { ...buildLeadMail(), email: 'lerato@example.co.za' })).toThrow(
      MailContractError,
    );
  });

  it('escapes every value', () => {
    expectNoRawScript(leadNotification(buildLeadMail({ area: `${SCRIPT}, Gauteng` })).html);
  });
});

describe('lead-notification contract', () => {
  it.each([['collections'], ['uncontested-divorce'], ['family']])('refuses the id %s where the need must be in words', (id) => {
    expect(() => buildLeadMail({ need: id })).toThrow(/need: must be a label in words/);
  });
  it('refuses a link that is not http(s)', () => {
    expect(() => buildLeadMail({ dashboardUrl: 'javascript:alert(1)' })).toThrow(MailContractError);
  });
  it('folds a newline in the area into a space, so it never reaches the subject as a header', () => {
    const mail = leadNotification(buildLeadMail({ area: 'Soweto\r\nBcc: x@y.z' }));
    expect(mail.subject).toBe('New lead: Uncontested Divorce in Soweto Bcc: x@y.z');
  });
});

describe('client-confirmation', () => {
  it('greets the client by name and says what they asked for, where, and when to expect contact', () => {
    const mail = clientConfirmation(buildClientConfirmation(), EN);
    expect(mail.subject).toBe('Your request was sent to Khumalo Legal Inc.');
    expect(mail.text).toContain('Hello Lerato,');
    expect(mail.text).not.toContain('Hello there');
    expect(mail.text).toContain('Your need: Uncontested Divorce');
    expect(mail.text).toContain('Area: Soweto, Gauteng');
    expect(mail.text).toContain(RESPONSE_PROMISE);
    expect(mail.text).toContain('within 16 business hours');
  });
  it('ends the sentence after a firm name ending in "." with one full stop', () => {
    const mail = clientConfirmation(buildClientConfirmation({ firmName: 'Khumalo Legal Inc.' }), EN);
    expect(mail.text).toContain('has been sent to Khumalo Legal Inc. They will contact you');
    expect(mail.text).not.toContain('Inc..');
    expect(clientConfirmation(buildClientConfirmation({ firmName: 'Dlamini & Partners' }), EN).text).toContain(
      'has been sent to Dlamini & Partners. They will contact you',
    );
  });
  it('shows the short reference the site shows, not the whole id', () => {
    const mail = clientConfirmation(buildClientConfirmation({ leadId: '3kX9aBcDeFgHiJkLq9z2' }), EN);
    expect(mail.text).toContain('Reference: KLQ9Z2');
    expect(mail.text).not.toContain('3kX9aBcDeFgHiJkLq9z2');
  });
  it('escapes values', () => {
    expectNoRawScript(clientConfirmation(buildClientConfirmation({ name: SCRIPT, firmName: SCRIPT }), EN).html);
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
  it('relays a host the link rule lets through as inert text, in both the operator and the firm mail', () => {
    const message = 'Please call about evil-refunds.example and claims.example.law today';
    for (const mail of [
      renderMail('contact-message', buildContactMessage({ message })),
      renderMail('correspondent-request', buildCorrespondentRequest({ message })),
    ]) {
      expect(mail.text).toContain('evil-refunds[.]example and claims[.]example[.]law');
      expect(mail.text).not.toContain('evil-refunds.example');
      expect(mail.html).not.toContain('claims.example.law');
    }
  });
});

describe('lead-release-request', () => {
  it('names the firm and gives one link to share and one to decline', () => {
    const mail = leadReleaseRequest(buildLeadReleaseRequest(), EN);
    expect(mail.subject).toBe('Dlamini & Partners wants to help: share your contact details?');
    expect(mail.text).toContain(
      'Share my details with Dlamini & Partners: https://regmatch.co.za/share-details?token=abc&decision=release',
    );
    expect(mail.text).toContain('Decline: https://regmatch.co.za/share-details?token=abc&decision=decline');
    // Share, decline, and the request's own page.
    expect(mail.html.match(/<a href=/g)).toHaveLength(3);
    expect(mail.html).toContain('Dlamini &amp; Partners');
    expect(mail.text).toContain('Links work until: 23 Dec 2026');
  });
  it('escapes the firm name and refuses links that are not http(s)', () => {
    expectNoRawScript(leadReleaseRequest(buildLeadReleaseRequest({ firmName: SCRIPT }), EN).html);
    expect(() => buildLeadReleaseRequest({ releaseUrl: 'javascript:alert(1)' })).toThrow(/releaseUrl/);
  });
});

describe('review-invite', () => {
  it('names the firm and gives one link to review it', () => {
    const mail = reviewInvite(buildReviewInvite(), EN);
    expect(mail.subject).toBe('How was Dlamini & Partners? Leave a review');
    expect(mail.text).toContain('Review Dlamini & Partners: https://regmatch.co.za/review?token=abc');
    expect(mail.text).toContain('Link works until: 22 Jan 2027');
    // The review, and the request's own page.
    expect(mail.html.match(/<a href=/g)).toHaveLength(2);
  });
  it('escapes the firm name and refuses links that are not http(s)', () => {
    expectNoRawScript(reviewInvite(buildReviewInvite({ firmName: SCRIPT }), EN).html);
    expect(() => buildReviewInvite({ reviewUrl: 'javascript:alert(1)' })).toThrow(/reviewUrl/);
  });
});

describe('lead-rerouted', () => {
  it('tells the client which firm has the request now, why, and when to expect contact', () => {
    const mail = leadRerouted(buildLeadRerouted(), EN);
    expect(mail.subject).toBe('Your request was passed to Khumalo Legal Inc.');
    expect(mail.text).toContain('Hello Lerato, Dlamini & Partners did not respond');
    expect(mail.text).toContain('we have sent it to Khumalo Legal Inc.');
    expect(mail.text).toContain(`Expect contact: ${RESPONSE_PROMISE}`);
    expect(mail.text).toContain('Reference: AD-456');
    expect(mail.text).not.toContain('lead-456');
  });
  it('escapes values', () => {
    expectNoRawScript(leadRerouted(buildLeadRerouted({ firmName: SCRIPT, previousFirmName: SCRIPT }), EN).html);
  });
});

describe('lead-unanswered', () => {
  it('tells the client the firm did not answer and offers one link per next firm', () => {
    const mail = leadUnanswered(buildLeadUnanswered(), EN);
    expect(mail.subject).toBe('Dlamini & Partners did not answer your request');
    expect(mail.text).toContain('Hello Lerato, Dlamini & Partners did not respond');
    expect(mail.text).toContain('Send my request to Khumalo Legal Inc.: https://regmatch.co.za/my-request/send-on?token=one');
    expect(mail.text).toContain('Send my request to Naidoo Attorneys: https://regmatch.co.za/my-request/send-on?token=two');
    expect(mail.text).toContain('Links work until: 2026-12-02');
    expect(mail.text).toContain('Start a new match: https://regmatch.co.za/matching');
    // Two firms, the new match and the request's page.
    expect(mail.html.match(/<a href=/g)).toHaveLength(4);
  });
  it('without a firm to offer, says so, gives Legal Aid and the province’s Legal Practice Council office, and links to a new match only', () => {
    const mail = leadUnanswered(buildLeadUnanswered({ offers: [], expiresOn: null, province: 'KwaZulu-Natal' }), EN);
    expect(mail.text).toContain('We could not find another firm on RegMatch that matches your request and can take it now');
    expect(mail.text).toContain(`Call its Advice Line on ${LEGAL_AID_ADVICE_LINE} or visit https://legal-aid.co.za.`);
    expect(mail.text).toContain(
      `The Legal Practice Council's KwaZulu-Natal office in Pietermaritzburg can refer you to attorneys in your province. Call ${LPC_PROVINCIAL_OFFICES['KwaZulu-Natal'].phone} or visit https://lpc.org.za.`,
    );
    expect(mail.text).not.toContain('Send my request to');
    expect(mail.text).not.toContain('Links work until');
    expect(mail.html.match(/<a href=/g)).toHaveLength(2);
  });
  it('without a firm to offer or a province on record (a mail queued before issue 35), still gives Legal Aid', () => {
    const mail = leadUnanswered(buildLeadUnanswered({ offers: [], expiresOn: null }), EN);
    expect(mail.text).toContain(LEGAL_AID_ADVICE_LINE);
    expect(mail.text).not.toContain('Legal Practice Council');
  });
  it('with firms to offer, gives no other help: the client has a firm to choose', () => {
    expect(leadUnanswered(buildLeadUnanswered({ province: 'Gauteng' }), EN).text).not.toContain(LEGAL_AID_ADVICE_LINE);
  });
  it('escapes firm names and refuses more than three offers or links that are not http(s)', () => {
    const offers = [{ firmName: SCRIPT, sendOnUrl: 'https://regmatch.co.za/my-request/send-on?token=one' }];
    expectNoRawScript(leadUnanswered(buildLeadUnanswered({ firmName: SCRIPT, offers }), EN).html);
    const four = Array.from({ length: 4 }, (_, i) => ({ firmName: `Firm ${i}`, sendOnUrl: 'https://regmatch.co.za/x' }));
    expect(() => buildLeadUnanswered({ offers: four })).toThrow(/offers/);
    expect(() => buildLeadUnanswered({ offers: [{ firmName: 'X', sendOnUrl: 'javascript:alert(1)' }] })).toThrow(/sendOnUrl/);
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

describe('firm-paused', () => {
  it('says why the firm is paused, lists the lapsed leads by reference and time, and how to come back', () => {
    const mail = renderMail('firm-paused', buildFirmPaused());
    expect(mail.subject).toBe('Dlamini & Partners is paused from matching: 3 leads went unanswered');
    expect(mail.text).toContain('3 of your leads passed their response deadline without being marked contacted within 30 days');
    expect(mail.text).toContain(`Clients are promised contact ${RESPONSE_PROMISE}`);
    expect(mail.text).toContain('Lead lead-1: lapsed Mon 2 Nov 2026, 10:00 SAST');
    expect(mail.text).toContain('Lead lead-3: lapsed Wed 25 Nov 2026, 10:00 SAST');
    expect(mail.text).toContain('choose "I\'m taking clients again"');
    expect(mail.text).toContain('Open your dashboard: https://regmatch.co.za/firm-dashboard');
  });
  it('escapes values and refuses a link that is not http(s)', () => {
    expectNoRawScript(renderMail('firm-paused', buildFirmPaused({ firmName: SCRIPT })).html);
    expect(() => buildFirmPaused({ dashboardUrl: 'javascript:alert(1)' })).toThrow(MailContractError);
    expect(() => buildFirmPaused({ lapses: [] })).toThrow(MailContractError);
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
    expect(mail.text).toContain('Link works until: 01 Dec 2026');
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
    'lead-unanswered': buildLeadUnanswered(),
    'contact-check': buildContactCheck(),
    'review-invite': buildReviewInvite(),
    'answer-received': buildAnswerReceived(),
    'consultation-client': buildConsultationClient(),
    'consultation-reminder': buildConsultationReminder(),
  } as const;
  it.each(Object.keys(clientMails) as (keyof typeof clientMails)[])(
    '%s links to the request’s own page (view, withdraw, erase)',
    (template) => {
      const mail = renderMail(template, clientMails[template], EN);
      expect(mail.text).toContain('withdraw it, or erase your information');
      expect(mail.text).toContain('https://regmatch.co.za/my-request?token=abc');
      expect(mail.html).toContain('href="https://regmatch.co.za/my-request?token=abc"');
    },
  );
  it.each(Object.keys(clientMails) as (keyof typeof clientMails)[])(
    '%s is refused without the request link on its envelope (never sent without the way to the request)',
    (template) => {
      expect(() => renderMail(template, clientMails[template])).toThrow(/envelope\.requestUrl/);
      expect(() => renderMail(template, clientMails[template], { requestUrl: 'javascript:alert(1)' })).toThrow(MailContractError);
    },
  );
  it.each(Object.keys(clientMails) as (keyof typeof clientMails)[])(
    '%s takes its language and request link from the envelope only, never from its data',
    (template) => {
      const smuggled = { ...clientMails[template], locale: 'zu', manageUrl: 'https://evil.example/x' };
      expect(parseMailData(template, smuggled)).not.toHaveProperty('locale');
      const mail = renderMail(template, smuggled, EN);
      expect(mail.html).toContain('<html lang="en-ZA">');
      expect(mail.html).not.toContain('evil.example');
    },
  );
});

describe('renderMail', () => {
  const samples = {
    'lead-notification': buildLeadMail(),
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
    'lead-unanswered': buildLeadUnanswered(),
    'contact-check': buildContactCheck(),
    'firm-verification': FIRM_REJECTED,
    'firm-paused': buildFirmPaused(),
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
    'firm-inactive-warning': {
      firmName: 'Mokoena Attorneys',
      warning: 'second',
      lastSignIn: '2 Jan 2026',
      closesOn: '2 Jan 2027',
      signInUrl: 'https://regmatch.co.za/firm-login',
    },
    'legal-updates-confirm': buildLegalUpdatesConfirmation(),
    'legal-update': buildLegalUpdate(),
    'subscription-cancelled': SUBSCRIPTION_CANCELLED,
    'plan-downgraded': PLAN_DOWNGRADED,
    'operator-plan-event': OPERATOR_PLAN_CANCELLED,
    'answer-received': buildAnswerReceived(),
    'consultation-client': buildConsultationClient(),
    'consultation-reminder': buildConsultationReminder(),
    'consultation-firm': buildConsultationFirm(),
    'security-compromise-notice': buildSecurityCompromiseNotice(),
  };
  it.each(MAIL_TEMPLATES)('renders %s with a subject, html and text', (template) => {
    const mail = renderMail(template, samples[template], EN);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.html).toContain('<html');
    expect(mail.text.length).toBeGreaterThan(0);
  });
  it.each(MAIL_TEMPLATES)('refuses %s data that does not match its contract', (template) => {
    expect(() => renderMail(template, {})).toThrow(MailContractError);
  });
});

describe("the operator's plan-event mail", () => {
  it('says which firm cancelled which plan, until when, and links to the control panel', () => {
    const mail = renderMail('operator-plan-event', OPERATOR_PLAN_CANCELLED);
    expect(mail.subject).toContain('Mokoena Attorneys cancelled Premium; it ends on');
    expect(mail.text).toContain('Firm id: firm-1');
    expect(mail.text).toContain('Through: The firm');
    expect(mail.text).toContain('Open the control panel: https://regmatch.co.za/admin-control#plans');
  });
  it('a start names the plan and its price; a change names both plans', () => {
    const started = renderMail('operator-plan-event', {
      ...OPERATOR_PLAN_CANCELLED,
      kind: 'started',
      fromPlan: 'free',
      toPlan: 'premium',
      endsAt: null,
      source: 'payfast',
    });
    expect(started.subject).toMatch(/Mokoena Attorneys started Premium \(R\s?\d+/);
    const changed = renderMail('operator-plan-event', {
      ...OPERATOR_PLAN_CANCELLED,
      kind: 'changed',
      fromPlan: 'premium',
      toPlan: 'premium_plus',
      endsAt: null,
    });
    expect(changed.subject).toContain('Mokoena Attorneys changed from Premium to Premium Plus');
  });
});

describe('legal-updates mails', () => {
  it('the double opt-in links to the confirmation page and says nothing is sent without it', () => {
    const mail = renderMail('legal-updates-confirm', buildLegalUpdatesConfirmation());
    expect(mail.subject).toBe('Confirm your RegMatch legal updates');
    expect(mail.html).toContain('href="https://regmatch.co.za/legal-updates/confirm?token=abc"');
    expect(mail.text).toContain('Confirm my subscription: https://regmatch.co.za/legal-updates/confirm?token=abc');
    expect(mail.text).toContain('nothing is sent to you unless you confirm');
    expect(mail.headers).toBeUndefined();
  });

  it('an update carries its unsubscribe link in the body and the List-Unsubscribe header', () => {
    const mail = renderMail('legal-update', buildLegalUpdate());
    const url = 'https://regmatch.co.za/legal-updates/unsubscribe?token=xyz';
    expect(mail.subject).toBe('New maintenance rules from 1 March');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>` });
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(`Unsubscribe with one click: ${url}`);
    expect(mail.text).toContain(
      'The Maintenance Amendment Act changes how arrears are collected.\n\nRead what it means for you.',
    );
  });

  it("an update shows the operator's text as text, never as markup", () => {
    const mail = renderMail('legal-update', buildLegalUpdate({ body: `Plain words ${SCRIPT} and more` }));
    expectNoRawScript(mail.html);
  });

  it('refuses a subject that would break into a second header line', () => {
    expect(() => parseMailData('legal-update', buildLegalUpdate({ subject: 'One\nBcc: x@example.com' }))).toThrow(
      MailContractError,
    );
  });
});

const SUBSCRIPTION_CANCELLED = {
  firmName: 'Mokoena Attorneys',
  planName: 'Premium',
  accessUntil: '25 Dec 2026',
  dashboardUrl: 'https://regmatch.co.za/firm-dashboard?tab=subscription',
};
const OPERATOR_PLAN_CANCELLED = {
  firmId: 'firm-1',
  firmName: 'Mokoena Attorneys',
  kind: 'cancelled',
  fromPlan: 'premium',
  toPlan: 'free',
  endsAt: Date.UTC(2026, 11, 20, 10),
  source: 'firm',
  panelUrl: 'https://regmatch.co.za/admin-control#plans',
} as const;
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

describe('contact-check', () => {
  it('asks whether the firm made contact, with the Yes and No links, the claimed time in SAST and the request page', () => {
    const mail = renderMail('contact-check', buildContactCheck(), EN);
    expect(mail.subject).toContain('Did Dlamini & Partners contact you?');
    expect(mail.html).toContain('href="https://regmatch.co.za/my-request/contact?token=abc&amp;answer=yes"');
    expect(mail.html).toContain('href="https://regmatch.co.za/my-request/contact?token=abc&amp;answer=no"');
    expect(mail.text).toContain('Yes, Dlamini & Partners contacted me');
    expect(mail.text).toContain('No, nobody contacted me');
    expect(mail.text).toContain('10:30 SAST');
    expect(mail.text).toContain('https://regmatch.co.za/my-request?token=abc');
  });

  it("is written in the client's language", () => {
    const mail = renderMail('contact-check', buildContactCheck(), clientRecipient('zu'));
    expect(mail.subject).toContain('Ingabe i-Dlamini & Partners ixhumane nawe?');
    expect(mail.text).toContain('Cha, akekho oxhumane nami');
    expect(mail.text).not.toContain('nobody contacted me');
  });
});
