import { defineSecret } from 'firebase-functions/params';
import nodemailer, { type Transporter } from 'nodemailer';
import { BRAND_NAME, SUPPORT_EMAIL } from '@/domain';
import type { MailSender } from './deliver';

/**
 * The SMTP connection, e.g. smtps://user:pass@smtp.example.com:465. In production it lives in
 * Secret Manager (MAIL_SMTP_URL); local runs set SMTP_URL to the maildev catcher, which wins.
 */
export const mailSmtpUrl = defineSecret('MAIL_SMTP_URL');

export const MAIL_FROM = `${BRAND_NAME} <${SUPPORT_EMAIL}>`;

export function smtpUrl(): string | null {
  const fromEnv = process.env.SMTP_URL?.trim();
  if (fromEnv) return fromEnv;
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

export function smtpTransport(): Transporter | null {
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
        messageId: mail.messageId,
      });
      return { messageId: String(info.messageId ?? '') };
    },
  };
}
