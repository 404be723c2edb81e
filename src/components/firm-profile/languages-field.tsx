import { LANGUAGES } from '@/domain/shared/languages';
import { CheckListField } from './profile-field';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.name }));

/** The languages the firm consults in (at least one). */
export function LanguagesField({ legend = 'Languages your firm consults in' }: { legend?: string }) {
  return <CheckListField name="languages" legend={legend} options={LANGUAGE_OPTIONS} />;
}
