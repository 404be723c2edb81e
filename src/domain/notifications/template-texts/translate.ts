import type { NotificationMessage } from '../messages';
import { EN } from './en';
import type { LocaleTemplates } from './types';

/**
 * A language's bodies under English's template names and variables: Meta registers one template
 * name with a version per language, and the variables are the same values in every language.
 */
export function translated(bodies: Record<NotificationMessage, string>): LocaleTemplates {
  const entries = Object.entries(EN).map(([message, template]) => [
    message,
    { ...template, body: bodies[message as NotificationMessage] },
  ]);
  return Object.fromEntries(entries) as LocaleTemplates;
}
