// The details screens: a person's names, a business's company and contact, and the email both give.
import { TextField } from '@/components/ui';
import { useAnswers } from '../wizard-form';
import { MessagingOptInField } from './messaging-opt-in';
import { t } from '@/lib/i18n/runtime';

export function NamesStep() {
  const { field } = useAnswers();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('details.firstName')} autoComplete="given-name" {...field('firstName')} />
      <TextField label={t('details.lastName')} autoComplete="family-name" {...field('lastName')} />
    </div>
  );
}

export function CompanyStep() {
  const { field } = useAnswers();
  return <TextField label={t('details.companyName')} autoComplete="organization" {...field('companyName')} />;
}

export function ContactStep() {
  const { field } = useAnswers();
  return <TextField label={t('details.contactName')} autoComplete="name" {...field('contactName')} />;
}

/** Persons and businesses give their email on the same terms, as the last details step. */
export function EmailStep() {
  const { field } = useAnswers();
  return (
    <div className="space-y-5">
      <TextField label={t('details.email')} type="email" autoComplete="email" {...field('email')} hint={t('details.emailHint')} />
      <MessagingOptInField />
    </div>
  );
}
