import type { NotificationMessage } from '../messages';
import { EN } from './en';
import type { LocaleTemplates } from './types';

/** A language's text for one message: its body, or its body and its quick-reply buttons' labels. */
type TranslatedText = string | { body: string; quickReplies: readonly string[] };

/**
 * A language's bodies under English's template names and variables: Meta registers one template
 * name with a version per language, and the variables are the same values in every language.
 */
export function translated(bodies: Record<NotificationMessage, TranslatedText>): LocaleTemplates {
  const entries = Object.entries(EN).map(([message, template]) => {
    const text = bodies[message as NotificationMessage];
    return [message, { ...template, ...(typeof text === 'string' ? { body: text } : text) }];
  });
  return Object.fromEntries(entries) as LocaleTemplates;
}
