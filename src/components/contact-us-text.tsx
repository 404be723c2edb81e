import { Fragment } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@/domain/shared/site';

const CONTACT_US = /(contact us)/i;

/**
 * A refusal written by the server ('This link has expired. Contact us if ...') with its "Contact
 * us" made a link to the contact page, so the way on is one click, not a page to go and find.
 * Only the words change into a link; what the message says is the server's.
 */
export function ContactUsText({ text }: { text: string }) {
  const parts = text.split(CONTACT_US);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} to={PATHS.contact} className="font-semibold underline hover:no-underline">
            {part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
