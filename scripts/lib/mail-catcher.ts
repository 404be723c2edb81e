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

/**
 * Mailboxes at this domain do not exist: the catcher refuses them at RCPT TO with "550 5.1.1", as a
 * real mail server refuses an unknown user, so the platform's bounce handling (a client receipt
 * that bounces gives the firm its free slot back) runs against a real SMTP refusal.
 */
export const NO_MAILBOX_DOMAIN = 'no-mailbox.test';

type RcptHandler = (address: { address: string }, session: unknown, callback: (error?: Error | null) => void) => void;

/** Wraps the SMTP server's recipient check (smtp-server's onRcptTo, which maildev leaves open). */
function refuseUnknownMailboxes(maildev: MailDev): void {
  const server = (maildev.getServers() as unknown as { smtp?: { smtp?: { onRcptTo: RcptHandler } } }).smtp?.smtp;
  if (!server) throw new Error('maildev has no SMTP server to refuse unknown mailboxes on');
  const accept = server.onRcptTo.bind(server);
  server.onRcptTo = (address, session, callback) => {
    if (!address.address.toLowerCase().endsWith(`@${NO_MAILBOX_DOMAIN}`)) return accept(address, session, callback);
    callback(Object.assign(new Error('5.1.1 The email account that you tried to reach does not exist'), { responseCode: 550 }));
  };
}

/** Starts maildev unless one is already up; returns a stop function (a no-op for a reused one). */
export async function startMailCatcher(): Promise<() => Promise<void>> {
  const { smtp, web } = mailPorts();
  if (await alreadyRunning(web)) return async () => {};
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true, logLevel: 'silent' } as never);
  await maildev.start();
  refuseUnknownMailboxes(maildev);
  return () => maildev.stop();
}

const api = () => `http://127.0.0.1:${mailPorts().web}/api`;

async function readJson<T>(path: string): Promise<T> {
  const response = await fetch(`${api()}${path}`);
  if (!response.ok) throw new Error(`Mail catcher answered ${response.status} for ${path}`);
  return (await response.json()) as T;
}

/** Every email caught so far, bodies included (the load run's count of what arrived). */
export async function caughtEmails(): Promise<CaughtEmail[]> {
  return readJson<CaughtEmail[]>('/email');
}

type EmailSummary = Pick<CaughtEmail, 'id' | 'subject' | 'to'>;
const SUMMARY_PAGE = 200;

/**
 * The emails to one address, oldest first, without their bodies. A wait used to read every email
 * the catcher held, bodies and all, on each poll: by the journeys' last third that was hundreds of
 * emails (measured: 145 ms of CPU per read of 400). maildev's summary search narrows them
 * (address, subject or text contains the words, any case); the address itself then decides.
 */
async function summariesTo(to: string): Promise<EmailSummary[]> {
  const found: EmailSummary[] = [];
  for (let skip = 0; ; skip += SUMMARY_PAGE) {
    const page = await readJson<{ items: EmailSummary[]; total: number }>(
      `/email/summary?search=${encodeURIComponent(to)}&sort=asc&limit=${SUMMARY_PAGE}&skip=${skip}`,
    );
    found.push(...page.items);
    if (skip + SUMMARY_PAGE >= page.total) break;
  }
  const address = to.toLowerCase();
  return found.filter((m) => m.to.some((t) => t.address.toLowerCase() === address));
}

const caughtEmail = (id: string) => readJson<CaughtEmail>(`/email/${encodeURIComponent(id)}`);

/** Every email to the address (any case), oldest first, bodies included. */
export async function emailsTo(to: string): Promise<CaughtEmail[]> {
  return Promise.all((await summariesTo(to)).map((m) => caughtEmail(m.id)));
}

/** Waits for an email to the address whose subject matches, as a person refreshing the inbox would. */
export async function waitForEmail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await summariesTo(to)).find((m) => subject.test(m.subject));
    if (found) return caughtEmail(found.id);
    // A read costs a few milliseconds now, so look as often as a waiting test would want.
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No email to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The message as the SMTP server received it (headers and body), for checks on raw headers. */
export async function rawEmail(id: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${mailPorts().web}/api/email/${encodeURIComponent(id)}/source`);
  if (!response.ok) throw new Error(`Mail catcher answered ${response.status}`);
  return response.text();
}
