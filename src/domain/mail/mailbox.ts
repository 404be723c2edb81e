/**
 * One mailbox, however its address is spelled. Limits and throttles that count "per email" count
 * per mailbox: 'Name+1@Example.co.za' and 'name+2@example.co.za' reach the same inbox, so they are
 * one person to a limit, and Gmail also ignores dots in the local part. Used only as a counting
 * key (hashed before it is stored); mail always goes to the address as the person typed it.
 */
import { emailDomain, isPublicMailDomain } from '../firms/options';

/** Providers that ignore dots in the local part ('t.h.a.n.d.i@gmail.com' is 'thandi@gmail.com'). */
const DOT_BLIND_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches: lower case, without a '+tag' (every large provider and most
 * mail servers deliver 'name+anything' to 'name'), without dots where the provider ignores them,
 * and with googlemail.com read as gmail.com. Counting a few distinct mailboxes of another server
 * as one only makes a limit stricter, never looser. Not an address: never send mail to it.
 */
export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  const domain = trimmed.slice(at + 1) === 'googlemail.com' ? 'gmail.com' : trimmed.slice(at + 1);
  let local = trimmed.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOT_BLIND_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/**
 * Whether a client's address belongs to the firm itself: the same mailbox as the firm's login or
 * one of its users (however spelled), or any address at the firm's own domain. A public mail
 * domain (gmail.com, outlook.com, ...) is shared by strangers, so there only the mailbox counts.
 * Reviews, ratings and response figures count only clients for whom this is false.
 */
export function isFirmOwnAddress(clientEmail: string, firmAddresses: readonly string[]): boolean {
  const client = mailboxKey(clientEmail);
  const clientDomain = emailDomain(client);
  return firmAddresses.some((address) => {
    if (!address.includes('@')) return false;
    if (mailboxKey(address) === client) return true;
    const domain = emailDomain(address);
    return domain !== null && domain === clientDomain && !isPublicMailDomain(domain);
  });
}
