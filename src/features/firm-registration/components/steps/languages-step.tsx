import { LanguagesField } from '@/components/firm-profile/languages-field';

export function LanguagesStep() {
  return <LanguagesField />;
}
