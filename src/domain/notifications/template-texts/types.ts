import type { NotificationMessage } from '../messages';

export interface MessageTemplate {
  /** The template's name at Meta (lower case, digits and underscores); the same in every language. */
  name: string;
  /** The variables, in the order of {{1}}, {{2}}, ... (the same in every language). */
  variables: readonly string[];
  body: string;
}

/** One language's text for every message. */
export type LocaleTemplates = Record<NotificationMessage, MessageTemplate>;
