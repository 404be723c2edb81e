/**
 * The local mail catcher (maildev) for test runs: started on this instance's ports
 * (EMU_MAIL_SMTP_PORT / EMU_MAIL_WEB_PORT, which the emulators' SMTP_URL points at) and read
 * through maildev's REST API. If a catcher already listens there (npm start), it is reused.
 */
import { MailDev } from 'maildev';

export interface CaughtEmail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  time: string;
}

export const mailPorts = () => ({
  smtp: Number(process.env.EMU_MAIL_SMTP_PORT ?? 1025),
  web: Number(process.env.EMU_MAIL_WEB_PORT ?? 1080),
});

async function alreadyRunning(web: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${web}/api/email`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** Starts maildev unless one is already up; returns a stop function (a no-op for a reused one). */
export async function startMailCatcher(): Promise<() => Promise<void>> {
  const { smtp, web } = mailPorts();
  if (await alreadyRunning(web)) return async () => {};
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true, logLevel: 'silent' } as never);
  await maildev.start();
  return () => maildev.stop();
}

export async function caughtEmails(): Promise<CaughtEmail[]> {
  const response = await fetch(`http://127.0.0.1:${mailPorts().web}/api/email`);
  if (!response.ok) throw new Error(`Mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtEmail[];
}

/** Waits for an email to the address whose subject matches, as a person refreshing the inbox would. */
export async function waitForEmail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await caughtEmails()).find(
      (m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()) && subject.test(m.subject),
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`No email to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The message as the SMTP server received it (headers and body), for checks on raw headers. */
export async function rawEmail(id: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${mailPorts().web}/api/email/${encodeURIComponent(id)}/source`);
  if (!response.ok) throw new Error(`Mail catcher answered ${response.status}`);
  return response.text();
}
