// The details screens: a person's names, a business's company and contact, and the email both give.
import { TextField } from '@/components/ui';
import { useAnswers } from '../wizard-form';
import { MessagingOptInField } from './messaging-opt-in';

export function NamesStep() {
  const { field } = useAnswers();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
    </div>
  );
}

export function CompanyStep() {
  const { field } = useAnswers();
  return <TextField label="Company name" autoComplete="organization" {...field('companyName')} />;
}

export function ContactStep() {
  const { field } = useAnswers();
  return <TextField label="Contact person" autoComplete="name" {...field('contactName')} />;
}

/** Persons and businesses give their email on the same terms, as the last details step. */
export function EmailStep() {
  const { field } = useAnswers();
  return (
    <div className="space-y-5">
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        {...field('email')}
        hint="The firm will use this to contact you."
      />
      <MessagingOptInField />
    </div>
  );
}
