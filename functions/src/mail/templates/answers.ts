/**
 * The firm's answer and its consultations (issue 35; docs/answers.md): the client's emails in the
 * language of their request (`locale`; words in src/locales, email.answer.*, email.consultation.*,
 * email.reminder.*) and the firm's (English, as every firm email). A booking, a move and a
 * cancellation carry the calendar invitation (src/domain/answers/ical.ts) as nodemailer's
 * `icalEvent`; each side's copy names only its own recipient, so the firm's never carries the
 * client's address. Every estimate says it is not binding, and every booking that the client
 * pays the firm directly: no payment passes through the platform.
 */
import type { FeeEstimate } from '@/domain/answers/fee';
import { consultationIcs, type IcalMethod } from '@/domain/answers/ical';
import type { ConsultationMode } from '@/domain/answers/slots';
import { englishNameIn } from '@/domain/i18n/area-names';
import { translator, type Translate } from '@/domain/i18n/translate';
import { BRAND_NAME } from '@/domain/shared/brand';
import { formatSastDateTime, shortReference } from '@/domain/shared/format';
import type { ClientRecipient } from '@/domain/mail/envelope';
import type { Locale } from '@/domain/shared/locales';
import { formatRand } from '@/domain/shared/money';
import type { MailData } from '../contracts';
import { clientMail, type ClientMailPart } from './client-mail';
import { button, detailsTable, detailsText, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

interface MailSlot {
  startsAt: number;
  minutes: number;
  mode: ConsultationMode;
  address?: string;
}

/** The estimate, line by line, in the client's language, ending with "not binding". */
function feeLines(fee: FeeEstimate, t: Translate, locale: Locale): string[] {
  const rand = (amount: number) => formatRand(amount, locale);
  const consultation =
    fee.consultation.kind === 'free'
      ? t('email.answer.consultationFree')
      : t('email.answer.consultationFixed', { amount: rand(fee.consultation.rand) });
  const matter = (() => {
    const m = fee.matter;
    switch (m.kind) {
      case 'fixed':
        return t('email.answer.matterFixed', { amount: rand(m.rand) });
      case 'fixed-range':
        return t('email.answer.matterFixedRange', { min: rand(m.minRand), max: rand(m.maxRand) });
      case 'hourly':
        return t('email.answer.matterHourly', { amount: rand(m.rand) });
      case 'hourly-range':
        return t('email.answer.matterHourlyRange', { min: rand(m.minRand), max: rand(m.maxRand) });
      case 'after-consultation':
        return t('email.answer.matterAfter');
    }
  })();
  const vat = {
    included: t('email.answer.vatIncluded'),
    excluded: t('email.answer.vatExcluded'),
    'not-registered': t('email.answer.vatNotRegistered'),
  }[fee.vat];
  return [consultation, matter, vat, t('email.answer.notBinding')];
}

/** How a consultation happens, in words. */
function howText(slot: MailSlot, t: Translate): string {
  if (slot.mode === 'in-person') return t('email.answer.inPerson', { address: slot.address ?? '' });
  return slot.mode === 'phone' ? t('email.answer.byPhone') : t('email.answer.byVideo');
}

/** One time in words: 'Mon 7 Dec 2026, 10:00 SAST, 60 minutes, By phone'. */
function slotText(slot: MailSlot, t: Translate, locale: Locale): string {
  return t('email.answer.slot', {
    when: formatSastDateTime(slot.startsAt, locale),
    length: t('email.consultation.minutes', { minutes: slot.minutes }),
    how: howText(slot, t),
  });
}

/** A link to the answer's page that names one time (the page shows it chosen; opening it books nothing). */
const timeLink = (answerUrl: string, startsAt: number) => {
  const url = new URL(answerUrl);
  url.searchParams.set('time', String(startsAt));
  return url.toString();
};

/** The firm's message as paragraphs (its line breaks kept). */
const messageParagraphs = (message: string) =>
  message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** The firm's answer, to the client. */
export function answerReceived(data: MailData<'answer-received'>, client: ClientRecipient): RenderedMail {
  const { locale } = client;
  const t = translator(locale);
  const firm = data.firmName;
  const need = englishNameIn(data.need, locale, t);
  const parts: ClientMailPart[] = [t('email.answer.intro', { name: data.name, firm, need })];
  if (data.replacesEarlier) parts.push(t('email.answer.replaces', { firm }));
  parts.push(t('email.answer.messageHeading'), ...messageParagraphs(data.message));
  parts.push(
    t('email.answer.feeHeading'),
    ...feeLines(data.fee, t, locale),
    t('email.answer.payDirectly', { brand: BRAND_NAME }),
  );
  if (data.offer.kind === 'times') {
    parts.push(t('email.answer.timesHeading'), t('email.answer.timesIntro'));
    for (const slot of data.offer.slots) {
      parts.push(slotText(slot, t, locale), {
        link: t('email.answer.book', { when: formatSastDateTime(slot.startsAt, locale) }),
        url: timeLink(data.answerUrl, slot.startsAt),
      });
    }
  } else {
    parts.push(
      t('email.answer.callbackHeading'),
      t('email.answer.callback', {
        firm,
        from: formatSastDateTime(data.offer.from, locale),
        to: formatSastDateTime(data.offer.to, locale),
      }),
    );
  }
  parts.push(
    { link: t('email.answer.button'), url: data.answerUrl },
    { rows: [[t('email.review.linkUntil'), formatSastDateTime(data.expiresAt, locale)]] },
    t('email.answer.otherChoices'),
  );
  return clientMail(client, t, {
    subject: data.replacesEarlier ? t('email.answer.subjectCorrected', { firm }) : t('email.answer.subject', { firm }),
    title: t('email.answer.title', { firm }),
    parts,
  });
}

/** Where, in the calendar, for phone and video. */
function locationText(mode: ConsultationMode, t: Translate): string | undefined {
  if (mode === 'phone') return t('email.consultation.phoneLocation');
  if (mode === 'video') return t('email.consultation.videoLocation');
  return undefined;
}

function invitation(
  data: { uid: string; sequence: number; stampedAt: number; slot: MailSlot },
  method: IcalMethod,
  texts: { summary: string; description: string; organizer: string; locationText?: string },
  attendee: { name: string; email: string },
): NonNullable<RenderedMail['icalEvent']> {
  const content = consultationIcs({
    method,
    uid: data.uid,
    sequence: data.sequence,
    stampedAt: data.stampedAt,
    startsAt: data.slot.startsAt,
    minutes: data.slot.minutes,
    mode: data.slot.mode,
    ...(data.slot.address ? { address: data.slot.address } : {}),
    ...(texts.locationText ? { locationText: texts.locationText } : {}),
    summary: texts.summary,
    description: texts.description,
    organizerName: texts.organizer,
    attendee,
  });
  return { method, filename: method === 'CANCEL' ? 'cancelled.ics' : 'invite.ics', content };
}

/** A consultation booked, moved or cancelled, to the client, with the invitation. */
export function consultationClient(data: MailData<'consultation-client'>, client: ClientRecipient): RenderedMail {
  const { locale } = client;
  const t = translator(locale);
  const firm = data.firmName;
  const need = englishNameIn(data.need, locale, t);
  const when = formatSastDateTime(data.slot.startsAt, locale);
  const pay = t('email.answer.payDirectly', { brand: BRAND_NAME });
  const byYou = data.by === 'client';
  const texts = {
    booked: {
      subject: t('email.consultation.subjectBooked', { firm, when }),
      title: t('email.consultation.titleBooked'),
      intro: t('email.consultation.introBooked', { name: data.name, firm, need }),
    },
    moved: {
      subject: t('email.consultation.subjectMoved', { firm, when }),
      title: t('email.consultation.titleMoved'),
      intro: byYou
        ? t('email.consultation.introMovedByYou', { name: data.name, firm })
        : t('email.consultation.introMovedByFirm', { name: data.name, firm }),
    },
    cancelled: {
      subject: t('email.consultation.subjectCancelled', { firm }),
      title: t('email.consultation.titleCancelled'),
      intro: byYou
        ? t('email.consultation.introCancelledByYou', { name: data.name, firm })
        : t('email.consultation.introCancelledByFirm', { name: data.name, firm }),
    },
  }[data.kind];
  const rows: [string, string][] = [
    [t('email.confirmation.firm'), firm],
    [t('email.consultation.when'), when],
    [t('email.consultation.length'), t('email.consultation.minutes', { minutes: data.slot.minutes })],
    [t('email.consultation.how'), howText(data.slot, t)],
    ...(data.reason ? ([[t('email.consultation.reason'), data.reason]] as [string, string][]) : []),
  ];
  const parts: ClientMailPart[] = [texts.intro, { rows }];
  if (data.kind === 'cancelled') parts.push(t('email.consultation.cancelledNext'));
  else parts.push(pay);
  if (data.consultationUrl && data.kind !== 'cancelled')
    parts.push({ link: t('email.consultation.manage'), url: data.consultationUrl });
  const mail = clientMail(client, t, { subject: texts.subject, title: texts.title, parts });
  const summary = t('email.consultation.summary', { firm });
  return {
    ...mail,
    icalEvent: invitation(
      data,
      data.kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
      {
        summary,
        description: [need, howText(data.slot, t), pay].join('\n'),
        organizer: firm,
        locationText: locationText(data.slot.mode, t),
      },
      { name: data.name, email: data.clientEmail },
    ),
  };
}

/** The client's reminder a day before. */
export function consultationReminder(data: MailData<'consultation-reminder'>, client: ClientRecipient): RenderedMail {
  const { locale } = client;
  const t = translator(locale);
  const firm = data.firmName;
  const rows: [string, string][] = [
    [t('email.confirmation.firm'), firm],
    [t('email.consultation.when'), formatSastDateTime(data.slot.startsAt, locale)],
    [t('email.consultation.length'), t('email.consultation.minutes', { minutes: data.slot.minutes })],
    [t('email.consultation.how'), howText(data.slot, t)],
  ];
  return clientMail(client, t, {
    subject: t('email.reminder.subject', { firm }),
    title: t('email.reminder.title'),
    parts: [
      t('email.reminder.intro', { name: data.name, firm }),
      { rows },
      t('email.answer.payDirectly', { brand: BRAND_NAME }),
      t('email.reminder.note'),
      { link: t('email.consultation.manage'), url: data.consultationUrl },
    ],
  });
}

const FIRM_HOW: Record<ConsultationMode, string> = { 'in-person': 'In person', phone: 'By phone', video: 'By video' };

/** The firm's side: booked, moved or cancelled (with the invitation), or "none of these times suit me". */
export function consultationFirm(data: MailData<'consultation-firm'>): RenderedMail {
  const ref = shortReference(data.leadId);
  const who = data.by === 'client' ? 'The client' : 'Your firm';
  const slot = data.slot;
  const when = slot ? formatSastDateTime(slot.startsAt) : '';
  const { subject, title, intro } = {
    booked: {
      subject: `Consultation booked: ${ref}, ${when}`,
      title: 'A client booked a consultation',
      intro: `The client of lead ${ref} (${data.need}) booked one of the times you offered. The invitation for your calendar is attached. Their contact details are on the lead once they have shared them.`,
    },
    moved: {
      subject: `Consultation moved: ${ref}, now ${when}`,
      title: 'A consultation moved',
      intro: `${who} moved the consultation for lead ${ref} (${data.need}). The invitation in your calendar is updated.`,
    },
    cancelled: {
      subject: `Consultation cancelled: ${ref}`,
      title: 'A consultation was cancelled',
      intro: `${who} cancelled the consultation for lead ${ref} (${data.need}). The time is free again.`,
    },
    'times-declined': {
      subject: `None of your times suit the client: ${ref}`,
      title: 'None of your times suit the client',
      intro: `The client of lead ${ref} (${data.need}) says none of the times you offered suit them. Answer again from the lead with other times, or offer to phone them.`,
    },
  }[data.kind];
  const rows: [string, string][] = [
    ['Lead', ref],
    ['Need', data.need],
    ...(slot
      ? ([
          ['When', when],
          ['Length', `${slot.minutes} minutes`],
          ['How', slot.mode === 'in-person' ? `In person at ${slot.address ?? ''}` : FIRM_HOW[slot.mode]],
        ] as [string, string][])
      : []),
    ...(data.reason ? ([['Reason given', data.reason]] as [string, string][]) : []),
    ...(data.note ? ([["The client's note", data.note]] as [string, string][]) : []),
  ];
  const note = `The client pays your firm directly: no payment passes through ${BRAND_NAME}.`;
  const mail: RenderedMail = {
    subject: subjectLine(subject),
    html: htmlFrame(title, paragraph(intro) + detailsTable(rows) + paragraph(note) + button('Open the lead', data.dashboardUrl)),
    text: textFrame(title, `${intro}\n\n${detailsText(rows)}\n\n${note}\n\nOpen the lead: ${data.dashboardUrl}`),
  };
  if (!slot || !data.uid || data.sequence === undefined || data.kind === 'times-declined') return mail;
  return {
    ...mail,
    icalEvent: invitation(
      { uid: data.uid, sequence: data.sequence, stampedAt: data.stampedAt, slot },
      data.kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
      {
        summary: `Consultation: lead ${ref} (${data.need})`,
        description: `${data.need}\n${FIRM_HOW[slot.mode]}\n${data.dashboardUrl}`,
        organizer: data.firmName,
        ...(slot.mode === 'phone' ? { locationText: 'By phone: you phone the client' } : {}),
        ...(slot.mode === 'video' ? { locationText: 'By video: send the client the link' } : {}),
      },
      { name: data.firmName, email: data.firmEmail },
    ),
  };
}
