/**
 * The answer and consultation emails as rendered from the data the callables queue: the whole
 * answer for the client (figures, "not binding", "you pay the firm directly", every time), in the
 * client's language; the invitation on every booking, move and cancellation, each side's copy
 * naming only its own recipient.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/domain/shared/locales';
import {
  buildAnswerReceived,
  buildConsultationClient,
  buildConsultationFirm,
  buildConsultationReminder,
  SAMPLE_START,
  sampleRecipient,
} from '../../../../tests/fixtures/answer-mail-factories';
import { MailContractError } from '../contracts';
import { renderMail } from './index';

const eventOf = (content: string) => {
  const calendar = new ICAL.Component(ICAL.parse(content));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
};

describe('the answer email', () => {
  it('carries the whole answer: message, estimate as figures, not binding, pay directly, each time with its link', () => {
    const mail = renderMail('answer-received', buildAnswerReceived(), sampleRecipient());
    expect(mail.subject).toBe('Dlamini & Partners has answered your request');
    expect(mail.text).toContain('Hello Nomsa');
    expect(mail.text).toContain('Bring your marriage certificate to the first meeting.');
    expect(mail.text).toContain('First consultation: R 500');
    expect(mail.text).toContain('The matter: a fixed fee between R 6 500 and R 9 000');
    expect(mail.text).toContain('Amounts include VAT.');
    expect(mail.text).toContain('This estimate is not binding.');
    expect(mail.text).toContain('You pay the firm directly: no payment passes through RegMatch.');
    expect(mail.text).toContain('07 Dec 2026, 10:00 SAST, 60 minutes, In person at 12 Long Street, Cape Town');
    expect(mail.text).toContain(
      `Book: 07 Dec 2026, 10:00 SAST: https://regmatch.co.za/my-request/answer?token=ans&time=${SAMPLE_START}`,
    );
    expect(mail.text).toContain('13:00 SAST, 30 minutes, By phone');
    expect(mail.text).toContain('See the answer and choose: https://regmatch.co.za/my-request/answer?token=ans');
    expect(mail.text).toContain('https://regmatch.co.za/my-request?token=abc');
    expect(mail.html).toContain('Dlamini &amp; Partners');
    expect(mail.icalEvent).toBeUndefined();
  });

  it('says a correction replaces the earlier answer, and gives a callback window instead of times', () => {
    const mail = renderMail(
      'answer-received',
      buildAnswerReceived({
        replacesEarlier: true,
        offer: { kind: 'callback', from: SAMPLE_START, to: SAMPLE_START + 7_200_000 },
      }),
      sampleRecipient(),
    );
    expect(mail.subject).toBe('Dlamini & Partners has corrected its answer to your request');
    expect(mail.text).toContain('This answer replaces the one Dlamini & Partners sent you before');
    expect(mail.text).toContain('Dlamini & Partners will phone you between 07 Dec 2026, 10:00 SAST and 07 Dec 2026, 12:00 SAST.');
    expect(mail.text).not.toContain('Book:');
  });

  it.each(LOCALES.filter((l) => l.code !== 'en').map((l) => l.code))('is written in %s, figures and firm name kept', (locale) => {
    const english = renderMail('answer-received', buildAnswerReceived(), sampleRecipient());
    const mail = renderMail('answer-received', buildAnswerReceived(), sampleRecipient({ locale }));
    expect(mail.subject).not.toBe(english.subject);
    expect(mail.subject).toContain('Dlamini & Partners');
    expect(mail.text).not.toContain('This estimate is not binding.');
    expect(mail.text).toMatch(/R\s?500/);
  });

  it('refuses a message with a link in it, and prose for a fee', () => {
    expect(() =>
      renderMail('answer-received', buildAnswerReceived({ message: 'Pay at https://evil.example now' }), sampleRecipient()),
    ).toThrow(MailContractError);
    expect(() => renderMail('answer-received', { ...buildAnswerReceived(), fee: 'about R500' }, sampleRecipient())).toThrow(
      MailContractError,
    );
  });
});

describe('consultation emails', () => {
  it('a booking gives the client the invitation: METHOD:REQUEST, the client as the one attendee, SAST', () => {
    const mail = renderMail('consultation-client', buildConsultationClient(), sampleRecipient());
    expect(mail.subject).toBe('Booked: your consultation with Dlamini & Partners, 07 Dec 2026, 10:00 SAST');
    expect(mail.text).toContain('You pay the firm directly');
    expect(mail.text).toContain('Move or cancel the consultation: https://regmatch.co.za/my-request/answer?token=bk');
    expect(mail.icalEvent?.method).toBe('REQUEST');
    const { calendar, event } = eventOf(mail.icalEvent!.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('bk1@regmatch.co.za');
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe('Consultation with Dlamini & Partners');
    expect(event.location).toBe('12 Long Street, Cape Town');
    expect(event.attendees.map((a: ICAL.Property) => a.getFirstValue())).toEqual(['mailto:nomsa@example.co.za']);
  });

  it('a cancellation by the firm says so with the reason and sends METHOD:CANCEL with the next SEQUENCE', () => {
    const mail = renderMail(
      'consultation-client',
      buildConsultationClient({ kind: 'cancelled', by: 'firm', reason: 'Our attorney is ill.', sequence: 2 }),
      sampleRecipient(),
    );
    expect(mail.text).toContain('Dlamini & Partners cancelled your consultation.');
    expect(mail.text).toContain('Reason given: Our attorney is ill.');
    expect(mail.text).not.toContain('Move or cancel');
    const { calendar, event } = eventOf(mail.icalEvent!.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.sequence).toBe(2);
    expect(event.uid).toBe('bk1@regmatch.co.za');
  });

  it('the firm’s copy names the firm as the one attendee, never the client', () => {
    const mail = renderMail(
      'consultation-firm',
      buildConsultationFirm({ kind: 'moved', by: 'client', reason: 'A clash at work.', sequence: 1 }),
    );
    expect(mail.subject).toContain('Consultation moved');
    expect(mail.text).toContain('Reason given: A clash at work.');
    expect(mail.text).toContain('The client pays your firm directly');
    const { event } = eventOf(mail.icalEvent!.content);
    expect(event.attendees.map((a: ICAL.Property) => a.getFirstValue())).toEqual(['mailto:office@dlamini.example']);
    expect(mail.icalEvent!.content).not.toContain('nomsa');
    expect(event.sequence).toBe(1);
  });

  it('"none of these times suit me" reaches the firm with the client’s note and no invitation', () => {
    const mail = renderMail(
      'consultation-firm',
      buildConsultationFirm({
        kind: 'times-declined',
        slot: undefined,
        uid: undefined,
        sequence: undefined,
        note: 'Mornings only, please.',
      }),
    );
    expect(mail.subject).toContain('None of your times suit the client');
    expect(mail.text).toContain("The client's note: Mornings only, please.");
    expect(mail.icalEvent).toBeUndefined();
  });

  it('the reminder names the time and how, in the client’s language', () => {
    expect(renderMail('consultation-reminder', buildConsultationReminder(), sampleRecipient()).text).toContain('By video');
    const zu = renderMail('consultation-reminder', buildConsultationReminder(), sampleRecipient({ locale: 'zu' }));
    expect(zu.subject).toBe('Isikhumbuzo: ukubonisana kwakho ne-Dlamini & Partners kungusasa');
  });
});
