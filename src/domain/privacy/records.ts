/**
 * The records the product holds about people, who sees them and how long they last: the privacy
 * policy's "What we store" table and the PAIA manual's records list are written from this list
 * (policy-text.ts). `retention` names the RETENTION key or link constant that ends each record.
 */
export interface PersonalRecord {
  id: string;
  record: string;
  subjects: string;
  contents: string;
  seenBy: string;
  /** Who may ask for it under PAIA. */
  available: string;
}

export const PERSONAL_RECORDS: readonly PersonalRecord[] = [
  {
    id: 'requests',
    record: 'Requests for a lawyer and their consent records',
    subjects: 'People and businesses asking for a lawyer',
    contents:
      'Name or company and contact person, email, phone (optional), province and city, the legal need, urgency, budget, your description and language; your consent choices and when you gave them',
    seenBy:
      'The firm the request is sent to; other firms of your province see it without your name or contact details only if you chose to share it',
    available: 'On request, to the client',
  },
  {
    id: 'answers',
    record: 'Firms’ answers to requests, booked consultations and contact checks',
    subjects: 'Clients and the answering firm',
    contents:
      'The firm’s message, fee estimate and offered times; the time you booked or declined, your note; whether the firm says it contacted you and your Yes or No',
    seenBy: 'Only the firm that answered and you (through your links and your request’s page)',
    available: 'On request, to the client or the firm',
  },
  {
    id: 'firms',
    record: 'Law firm profiles and accounts',
    subjects: 'Law firms and their contact people',
    contents:
      'The public profile; contact person, email, phone, address, Legal Practice Council number; sign-in email; plan and payment records (PayFast token, dates, amounts)',
    seenBy: 'Everyone (the public profile); the firm and our operators (the rest)',
    available: 'Public parts on this website; the rest on request, to the firm',
  },
  {
    id: 'phone',
    record: 'WhatsApp and SMS choices and messages',
    subjects: 'Clients and firms who asked for phone messages',
    contents: 'The mobile number, the consent given, the messages sent and their delivery, STOP replies',
    seenBy: 'Our operators; Meta (WhatsApp) or BulkSMS for delivery',
    available: 'On request, to the person',
  },
  {
    id: 'messages',
    record: 'Contact Us messages',
    subjects: 'Anyone who wrote to us',
    contents: 'Name, email and message',
    seenBy: 'Our operators',
    available: 'On request, to the writer',
  },
  {
    id: 'legalUpdates',
    record: 'Legal-updates subscriptions',
    subjects: 'Subscribers',
    contents:
      'Email address; the consent you ticked (its words, the policy version and when), when you confirmed and when you unsubscribed',
    seenBy: 'Our operators',
    available: 'On request, to the subscriber',
  },
  {
    id: 'translationSuggestions',
    record: 'Suggestions of better translations',
    subjects: 'Visitors who suggest better words for a translated page, and the reviewers who decide them',
    contents:
      'The page text the suggestion is about, the suggested words and an optional note (no name, email or network address of the visitor is kept with them); the reviewer’s name, or an operator’s email, and when they decided',
    seenBy: 'Our operators and the translation reviewers they name; accepted words become part of the website',
    available: 'On request, to the reviewer (a suggestion cannot be traced to the visitor who sent it)',
  },
  {
    id: 'privacyRegister',
    record: 'Requests about your information, and security-compromise records',
    subjects:
      'People who asked to see, correct, erase or stop the use of their information, or did so themselves (erased their request, unsubscribed, turned phone messages off); people affected by a security compromise',
    contents:
      'Your email address or mobile number, what you asked or did yourself, when it arrived, when it was due and how we answered; for a security compromise, your address, number or request, the language we wrote to you in, what happened, and when and how we told you',
    seenBy: 'Our Information Officer and operators; the Information Regulator receives the compromise report without your name',
    available: 'On request, to the person',
  },
  {
    id: 'audit',
    record: 'Operator audit log',
    subjects: 'Operators and firms',
    contents: 'Who changed what, when (email addresses masked where a person was erased)',
    seenBy: 'Our operators',
    available: 'On request, subject to PAIA’s grounds for refusal',
  },
];
