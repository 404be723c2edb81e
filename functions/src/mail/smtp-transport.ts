import { defineSecret } from 'firebase-functions/params';
import nodemailer, { type Transporter } from 'nodemailer';
import { BRAND_NAME, SUPPORT_EMAIL } from '@/domain/shared/brand';
import { inEmulator } from '../shared/config';
import type { MailSender } from './deliver';

/**
 * The SMTP connection, e.g. smtps://user:pass@smtp.example.com:465. In production it lives in
 * Secret Manager (MAIL_SMTP_URL). Emulator runs set SMTP_URL to the maildev catcher, which wins
 * there and only there: a stray variable in the cloud never redirects real mail.
 */
export const mailSmtpUrl = defineSecret('MAIL_SMTP_URL');

const MAIL_FROM = `${BRAND_NAME} <${SUPPORT_EMAIL}>`;

function smtpUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const local = inEmulator(env) ? env.SMTP_URL?.trim() : '';
  if (local) return local;
  let secret = '';
  try {
    secret = mailSmtpUrl.value().trim();
  } catch {
    secret = '';
  }
  return /^smtps?:\/\//.test(secret) ? secret : null;
}

/** Bounded so one send always ends well inside its delivery lease (LEASE_MS, two minutes). */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

let cached: { url: string; transport: Transporter } | null = null;

function smtpTransport(): Transporter | null {
  const url = smtpUrl();
  if (!url) return null;
  if (cached?.url !== url) {
    cached = { url, transport: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }, { from: MAIL_FROM }) };
  }
  return cached.transport;
}

/** The configured SMTP connection as the delivery logic's sender; null when none is configured. */
export function smtpSender(): MailSender | null {
  const transport = smtpTransport();
  if (!transport) return null;
  return {
    send: async (mail) => {
      const info = await transport.sendMail({
        from: MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        // nodemailer names the method in lower case in the part's Content-Type; the .ics says it in capitals.
        ...(mail.icalEvent
          ? {
              icalEvent: {
                method: mail.icalEvent.method.toLowerCase(),
                filename: mail.icalEvent.filename,
                content: mail.icalEvent.content,
              },
            }
          : {}),
        messageId: mail.messageId,
      });
      return { messageId: String(info.messageId ?? '') };
    },
  };
}
