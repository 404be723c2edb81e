import type { NotificationMessage } from '../messages';

export interface MessageTemplate {
  /** The template's name at Meta (lower case, digits and underscores); the same in every language. */
  name: string;
  /** The variables, in the order of {{1}}, {{2}}, ... (the same in every language). */
  variables: readonly string[];
  body: string;
  /**
   * WhatsApp quick-reply buttons, in order: each button's label in this language (at most 20
   * characters, Meta's limit). The template registered with Meta carries them; the payload each
   * button hands back is set per message (the phone route's `replies`). SMS has no buttons.
   */
  quickReplies?: readonly string[];
}

/** One language's text for every message. */
export type LocaleTemplates = Record<NotificationMessage, MessageTemplate>;
