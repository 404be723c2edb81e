import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useZodForm } from '@/components/ui/form';
import { REGISTRATION_MESSAGES } from '@/domain/firms/registration';
import { wizardSchema } from '../registration-form-schema';
import { AccountStep } from './account-step';
import { BasicInfoStep } from './basic-info-step';

const TAKEN_NAME = 'Khumalo Legal';
const TAKEN_DOMAIN = 'khumalo.co.za';

vi.mock('../../api/register-firm', () => ({
  checkFirmName: async (firmName: string) =>
    firmName === TAKEN_NAME ? { available: false, error: 'A firm with this name is already registered' } : { available: true },
  checkEmailDomain: async (email: string) =>
    email.endsWith(`@${TAKEN_DOMAIN}`) ? { available: false, error: '' } : { available: true },
}));
vi.mock('../../api/upload-logo', () => ({ logoUploadAvailable: false }));

function Wizard({ children }: { children: ReactNode }) {
  const form = useZodForm(wizardSchema, { defaultValues: { firmName: '', email: '' } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

// The debounced check answers 500 ms after typing stops; findBy* polls until then.
const answered = { timeout: 3_000 };

/** What the field's check status says (the step's other live regions, e.g. an info alert, aside). */
const checkStatus = () =>
  screen
    .getAllByRole('status')
    .filter((status) => status.matches('p'))
    .map((status) => status.textContent)
    .join('');

describe('the firm-name check in registration', () => {
  const renderStep = () =>
    render(
      <Wizard>
        <BasicInfoStep onNameTaken={() => {}} logo={null} onLogo={() => {}} />
      </Wizard>,
    );

  it('says "Name available" in a status once a free name has been checked', async () => {
    renderStep();
    expect(checkStatus()).toBe('');
    await userEvent.type(screen.getByLabelText('Firm name'), 'Mokoena Attorneys');
    expect(await screen.findByText('Name available', {}, answered)).toBeInTheDocument();
    expect(checkStatus()).toBe('✓ Name available');
  });

  it('takes "available" back as soon as the name changes, and never says it of a taken name', async () => {
    renderStep();
    const input = screen.getByLabelText('Firm name');
    await userEvent.type(input, 'Mokoena Attorneys');
    await screen.findByText('Name available', {}, answered);
    await userEvent.clear(input);
    await userEvent.type(input, TAKEN_NAME);
    expect(screen.queryByText('Name available')).not.toBeInTheDocument();
    expect(await screen.findByText('A firm with this name is already registered', {}, answered)).toBeInTheDocument();
    expect(checkStatus()).toBe('');
  });
});

describe('the email-domain check in registration', () => {
  const renderStep = () =>
    render(
      <Wizard>
        <AccountStep onEmailProblem={() => {}} />
      </Wizard>,
    );

  it('says "Email domain accepted" in a status once the address has been checked', async () => {
    renderStep();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@mokoena.co.za');
    expect(await screen.findByText('Email domain accepted', {}, answered)).toBeInTheDocument();
    expect(checkStatus()).toBe('✓ Email domain accepted');
  });

  it('says nothing of the kind for a domain another firm uses or a malformed address', async () => {
    renderStep();
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, `someone@${TAKEN_DOMAIN}`);
    expect(await screen.findByText(REGISTRATION_MESSAGES.domainTakenUser, {}, answered)).toBeInTheDocument();
    expect(checkStatus()).toBe('');
    await userEvent.clear(input);
    await userEvent.type(input, 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address', {}, answered)).toBeInTheDocument();
    expect(checkStatus()).toBe('');
  });
});
