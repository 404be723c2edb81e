import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@/domain/shared/site';
import { withTags } from '@/lib/i18n/tags';

const CONTACT_US = /(contact us)/i;

const contactLink = (words: string, key?: number): ReactNode => (
  <Link key={key} to={PATHS.contact} className="font-semibold underline hover:no-underline">
    {words}
  </Link>
);

/**
 * A refusal written by the server ('This link has expired. Contact us if ...') with its "Contact
 * us" made a link to the contact page, so the way on is one click, not a page to go and find.
 * Only the words change into a link; what the message says is the server's. A message from a
 * catalog (any language, a refusal worded by its reason) marks its link words itself,
 * `<contact>kontak ons</contact>`; a refusal shown as the server sent it is matched by its words.
 */
export function ContactUsText({ text }: { text: string }) {
  if (text.includes('<contact>')) return <>{withTags(text, { contact: (words) => contactLink(words) })}</>;
  const parts = text.split(CONTACT_US);
  return <>{parts.map((part, i) => (i % 2 === 1 ? contactLink(part, i) : <Fragment key={i}>{part}</Fragment>))}</>;
}
