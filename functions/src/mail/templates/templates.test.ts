import { describe, expect, it } from 'vitest';
import { clientConfirmation } from './client-confirmation';
import { renderMail } from './index';
import { invoice } from './invoice';
import { leadNotification } from './lead-notification';
import { passwordReset } from './password-reset';
import { welcome } from './welcome';

const SCRIPT = '<script>alert("x")</script>';

function expectNoRawScript(html: string) {
  expect(html).not.toContain('<script');
  expect(html).toContain('&lt;script&gt;');
}

describe('lead-notification', () => {
  const person = {
    leadId: 'lead-123',
    userType: 'person',
    firstName: 'Lerato',
    lastName: 'Mokoena',
    email: 'lerato@example.co.za',
    practiceArea: 'Divorce & Separation',
    city: 'Soweto',
    location: 'Gauteng',
    description: 'We agree on everything.',
    dashboardUrl: 'https://regmatch.co.za/firm-dashboard',
  };

  it("names the client, need and area in subject, HTML and text", () => {
    const mail = leadNotification(person);
    expect(mail.subject).toBe('New lead from Lerato Mokoena: Divorce & Separation');
    expect(mail.html).toContain('Divorce &amp; Separation');
    expect(mail.html).toContain('Soweto, Gauteng');
    expect(mail.text).toContain('Email: lerato@example.co.za');
    expect(mail.text).toContain('Reference: lead-123');
    expect(mail.html).toContain('href="https://regmatch.co.za/firm-dashboard"');
  });

  it('uses company, contact and service type for a business', () => {
    const mail = leadNotification({ userType: 'business', companyName: 'Acme (Pty) Ltd', contactName: 'Jo Smith', serviceType: 'Collections', email: 'jo@acme.co.za' });
    expect(mail.subject).toBe('New lead from Acme (Pty) Ltd: Collections');
    expect(mail.text).toContain('Contact person: Jo Smith');
  });

  it('keeps the client details out of the email of a firm whose plan hides leads', () => {
    const mail = leadNotification({ ...person, locked: true });
    expect(mail.text).not.toContain('lerato@example.co.za');
    expect(mail.html).not.toContain('Mokoena');
    expect(mail.text).toContain('upgrade');
  });

  it('escapes every value and drops non-http links', () => {
    const mail = leadNotification({ ...person, firstName: SCRIPT, description: `<img src=x onerror=alert(1)>`, dashboardUrl: 'javascript:alert(1)' });
    expectNoRawScript(mail.html);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('javascript:');
  });

  it('never lets a newline reach the subject', () => {
    expect(leadNotification({ ...person, firstName: 'A\r\nBcc: x@y.z' }).subject).not.toMatch(/[\r\n]/);
  });
});

describe('welcome', () => {
  it('greets the firm and explains the paid branch', () => {
    const mail = welcome({ firmName: 'Ndlovu & Associates', contactName: 'Thandi', email: 'info@ndlovu.co.za', isPremium: true, practiceAreas: ['Family', 'Civil'], location: 'Gauteng' });
    expect(mail.subject).toBe('Welcome to RegMatch, Ndlovu & Associates');
    expect(mail.html).toContain('Ndlovu &amp; Associates');
    expect(mail.text).toContain('Practice areas: Family, Civil');
    expect(mail.text).toContain('PayFast');
  });
  it('escapes values', () => {
    expectNoRawScript(welcome({ firmName: SCRIPT }).html);
  });
});

describe('invoice', () => {
  const data = {
    invoiceNumber: 'INV-202611-0042',
    date: '2026-11-22',
    firmName: 'Van der Merwe Attorneys',
    contactPerson: 'Pieter',
    address: '1 Main Rd, Sandton',
    email: 'premium.firm@demo.regmatch.test',
    planName: 'Premium Plus',
    amount: 249,
    description: 'Premium Plus subscription, one month',
    company: { name: 'RegMatch', email: 'support@regmatch.co.za' },
  };
  it('carries the number, plan, amount in rand and billing details', () => {
    const mail = invoice(data);
    expect(mail.subject).toBe('RegMatch invoice INV-202611-0042');
    expect(mail.text).toContain('Amount: R 249');
    expect(mail.text).toContain('Plan: Premium Plus');
    expect(mail.text).toContain('Address: 1 Main Rd, Sandton');
    expect(mail.text).toContain('Prices exclude VAT');
    expect(mail.html).toContain('INV-202611-0042');
  });
  it('shows R 0 for the free month', () => {
    expect(invoice({ ...data, amount: 0 }).text).toContain('Amount: R 0');
  });
  it('escapes values', () => {
    expectNoRawScript(invoice({ ...data, firmName: SCRIPT, address: SCRIPT }).html);
  });
});

describe('password-reset', () => {
  it('links to the reset page', () => {
    const mail = passwordReset({ resetLink: 'https://regmatch.co.za/reset-password-confirm?oobCode=abc&mode=resetPassword' });
    expect(mail.html).toContain('href="https://regmatch.co.za/reset-password-confirm?oobCode=abc&amp;mode=resetPassword"');
    expect(mail.text).toContain('https://regmatch.co.za/reset-password-confirm?oobCode=abc&mode=resetPassword');
  });
  it('refuses a link that is not http(s)', () => {
    expect(() => passwordReset({ resetLink: 'javascript:alert(1)' })).toThrow(/resetLink/);
  });
});

describe('client-confirmation', () => {
  it('tells the client where the request went and what comes next', () => {
    const mail = clientConfirmation({ firstName: 'Lerato', firmName: 'Khumalo Legal Inc.', practiceArea: 'Divorce', city: 'Soweto', location: 'Gauteng' });
    expect(mail.subject).toBe('Your request was sent to Khumalo Legal Inc.');
    expect(mail.text).toContain('within 24 to 48 hours');
    expect(mail.text).toContain('Area: Soweto, Gauteng');
  });
  it('escapes values', () => {
    expectNoRawScript(clientConfirmation({ firstName: SCRIPT, firmName: SCRIPT }).html);
  });
});

describe('renderMail', () => {
  it('renders every template with html and text', () => {
    for (const template of ['lead-notification', 'welcome', 'invoice', 'client-confirmation'] as const) {
      const mail = renderMail(template, {});
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.html).toContain('<html');
      expect(mail.text.length).toBeGreaterThan(0);
    }
  });
});
