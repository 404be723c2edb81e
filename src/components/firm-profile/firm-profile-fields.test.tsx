import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { useZodForm } from '@/components/ui/form';
import { defaultBusinessHours } from '@/domain/firms/options';
import { updateFirmProfileInputSchema, type UpdateFirmProfileInput } from '@/domain/firms/registration';
import { BusinessHoursFields } from './business-hours-fields';
import { LanguagesField } from './languages-field';
import { LocationFields, SETTINGS_LOCATION_WORDING } from './location-fields';
import { FirmDescriptionField } from './name-and-description-fields';
import { TeamSizeField } from './team-size-field';

// The field groups registration and Settings share, inside a form on the settings callable's own
// schema: what a firm sees, types and is told.
const PROFILE: UpdateFirmProfileInput = {
  firmName: 'Khoza Attorneys',
  contactPerson: 'Thandi Khoza',
  phone: '0111234567',
  address: '1 Main Road, Johannesburg',
  logoUrl: null,
  description: 'Family law.',
  practiceAreas: ['family'],
  businessServices: { collections: false, generalBusiness: false },
  languages: ['en'],
  consultationMethods: ['in-person'],
  consultationFees: 0,
  urgencyLevels: ['standard'],
  isCorrespondent: false,
  correspondentCourts: [],
  primaryCity: 'Johannesburg',
  cities: [],
  courtsCovered: [],
  teamSize: '1-5',
  businessHours: defaultBusinessHours(),
};

function ProfileForm({
  values = {},
  children,
  onSave = () => undefined,
}: {
  values?: Partial<UpdateFirmProfileInput>;
  children: React.ReactNode;
  onSave?: (v: UpdateFirmProfileInput) => void;
}) {
  const form = useZodForm(updateFirmProfileInputSchema, { defaultValues: { ...PROFILE, ...values } });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSave)} aria-label="Profile">
        {children}
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

/** Renders field groups inside the profile form (with `values` over the profile's) and a person to use them. */
function renderInForm(fields: React.ReactNode, values: Partial<UpdateFirmProfileInput> = {}) {
  render(<ProfileForm values={values}>{fields}</ProfileForm>);
  return userEvent.setup({ delay: null });
}

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe('shared firm-profile field groups', () => {
  it('business hours: Monday’s times go to every day, each keeping its own closed flag', async () => {
    const user = renderInForm(<BusinessHoursFields applyToAll />);
    await user.clear(screen.getByLabelText('Monday Open'));
    await user.type(screen.getByLabelText('Monday Open'), '08:00');
    await user.click(screen.getByRole('button', { name: /Apply Monday/ }));
    expect(screen.getByLabelText('Friday Open')).toHaveValue('08:00');
    expect(screen.getByLabelText('Sunday Unavailable')).toBeChecked();
    expect(screen.getByLabelText('Sunday Open')).toBeDisabled();
  });

  it('business hours in Settings say Closed and have no apply-to-all button', () => {
    renderInForm(<BusinessHoursFields offLabel="Closed" />);
    expect(screen.getByLabelText('Saturday Closed')).toBeChecked();
    expect(screen.queryByRole('button', { name: /Apply Monday/ })).toBeNull();
  });

  it('a closing time before the opening time is refused under its day', async () => {
    const user = renderInForm(<BusinessHoursFields />);
    await user.clear(screen.getByLabelText('Tuesday Close'));
    await user.type(screen.getByLabelText('Tuesday Close'), '07:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Closing time must be after opening time')).toBeVisible();
    // A screen reader hears the refusal on the time it concerns, not on its neighbour.
    expect(screen.getByLabelText('Tuesday Close')).toBeInvalid();
    expect(screen.getByLabelText('Tuesday Close')).toHaveAccessibleDescription('Closing time must be after opening time');
    expect(screen.getByLabelText('Tuesday Open')).toBeValid();
  });

  it('cities: an empty or repeated name (the primary city included, any case) is not added; ✕ removes one', async () => {
    const user = renderInForm(<LocationFields />);
    const field = screen.getByLabelText('Additional cities (optional)');
    await user.click(screen.getByRole('button', { name: 'Add City' }));
    expect(screen.queryByRole('list', { name: 'Additional cities' })).toBeNull();
    await user.type(field, 'Sandton{Enter}');
    await user.type(field, 'sandton');
    await user.click(screen.getByRole('button', { name: 'Add City' }));
    await user.type(field, 'JOHANNESBURG{Enter}');
    const list = screen.getByRole('list', { name: 'Additional cities' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sandton✕']);
    await user.click(screen.getByRole('button', { name: 'Remove Sandton' }));
    expect(screen.queryByRole('list', { name: 'Additional cities' })).toBeNull();
  });

  it('cities: a refused list is named under it and describes the field that adds a city', async () => {
    const tooMany = Array.from({ length: 11 }, (_, i) => `Town ${'abcdefghijk'[i]}`);
    const user = renderInForm(<LocationFields />, { cities: tooMany });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please list at most 10 cities');
    expect(screen.getByLabelText('Additional cities (optional)')).toHaveAccessibleDescription('Please list at most 10 cities');
  });

  it('Settings: the province is fixed and named beside the primary city, with Settings’ own words', () => {
    renderInForm(<LocationFields fixedProvince="Gauteng" wording={SETTINGS_LOCATION_WORDING} />);
    expect(screen.queryByLabelText('Province')).toBeNull();
    expect(screen.getByText('Province: Gauteng (contact support to change it)')).toBeVisible();
    expect(screen.getByText('Other cities you serve (besides Johannesburg, at most 10)')).toBeVisible();
    expect(screen.getByLabelText('Add a city')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Courts you cover' })).toBeVisible();
  });

  it('description: input stops at 1000 characters and the counter turns red above 900', async () => {
    const user = renderInForm(<FirmDescriptionField />, { description: 'x'.repeat(900) });
    const counter = screen.getByText('900/1000 characters');
    expect(counter).not.toHaveClass('text-red-700');
    await user.type(screen.getByLabelText('Firm description'), 'y');
    expect(screen.getByText('901/1000 characters')).toHaveClass('text-red-700');
    expect(screen.getByLabelText('Firm description')).toHaveAttribute('maxLength', '1000');
  });

  it('languages and team size: the spec messages when none is chosen', async () => {
    const user = renderInForm(
      <>
        <TeamSizeField />
        <LanguagesField legend="Languages you consult in" />
      </>,
      { languages: [], teamSize: undefined as never },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select at least one language')).toBeVisible();
    expect(screen.getByText('Please select your team size')).toBeVisible();
    expect(screen.getByLabelText('Team size')).toHaveAccessibleDescription('Please select your team size');
    expect(screen.getByRole('group', { name: 'Languages you consult in' })).toHaveAccessibleDescription(
      'Please select at least one language',
    );
    // The first field that needs attention has focus.
    expect(screen.getByLabelText('Team size')).toHaveFocus();
    await user.click(screen.getByLabelText('English'));
    // Revalidation on change is asynchronous (the zod resolver): wait for it, however busy the machine.
    await waitFor(() => expect(screen.queryByText('Please select at least one language')).toBeNull());
  });
});
