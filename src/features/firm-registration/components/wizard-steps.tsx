import { useEffect, useRef, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Alert, Badge, Button, cn, SelectField, TextAreaField, TextField } from '@/components/ui';
import {
  addCity,
  applyHoursToAllDays,
  CONSULTATION_METHODS,
  CORRESPONDENT_COURT_TYPES,
  COURTS_COVERED,
  DESCRIPTION_WARN_AT,
  feeBand,
  FIRM_DESCRIPTION_MAX,
  formatRand,
  LANGUAGES,
  LEGAL_CATEGORIES,
  logoFileError,
  MAJOR_CITIES_BY_PROVINCE,
  NAME_CHECK_DEBOUNCE_MS,
  PLAN_IDS,
  PLANS,
  PROVINCES,
  REGISTRATION_MESSAGES,
  TEAM_SIZES,
  URGENCY_LEVELS,
  VAT_NOTE,
  VAT_SUFFIX,
  WEEKDAYS,
  type BusinessHours,
  type Province,
} from '@/domain';
import { checkEmailDomain, checkFirmName } from '../api/register-firm';
import { logoUploadAvailable, uploadLogo } from '../api/upload-logo';
import { Check, CheckGroup, toggle } from './check-group';
import type { WizardValues } from './registration-form-schema';

const useWizard = () => useFormContext<WizardValues>();
const errorOf = (e: unknown): string | undefined => (e as { message?: string } | undefined)?.message;

/** Calls check() 500 ms after the value stops changing; the latest answer wins. */
function useDebouncedCheck(value: string, check: (v: string) => Promise<string | null>) {
  const [message, setMessage] = useState<string | null>(null);
  const latest = useRef(0);
  useEffect(() => {
    setMessage(null);
    if (!value.trim()) return;
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      check(value).then((m) => ticket === latest.current && setMessage(m));
    }, NAME_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // check is stable per step; only the value drives a new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return message;
}

export function LegalTermsStep() {
  const { register, formState } = useWizard();
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
      {text}
    </a>
  );
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Before you register, please read our {link('/terms', 'Terms and Conditions')}, {link('/privacy', 'Privacy Policy')},{' '}
        {link('/disclaimer', 'Disclaimer')} and {link('/cookie-policy', 'Cookie Policy')} (each opens in a new tab).
      </p>
      <div className="flex items-start gap-3">
        <input
          id="legal-terms"
          type="checkbox"
          className="mt-0.5 h-5 w-5 rounded border-slate-400"
          {...register('legalTermsAccepted')}
          aria-describedby={formState.errors.legalTermsAccepted ? 'legal-terms-error' : undefined}
        />
        <label htmlFor="legal-terms" className="text-sm text-slate-800">
          I accept the Terms and Conditions, Privacy Policy, Disclaimer and Cookie Policy
        </label>
      </div>
      {formState.errors.legalTermsAccepted && (
        <p id="legal-terms-error" role="alert" className="text-sm font-medium text-red-700">
          {errorOf(formState.errors.legalTermsAccepted)}
        </p>
      )}
    </div>
  );
}

export function BasicInfoStep({ onNameTaken }: { onNameTaken: (taken: boolean) => void }) {
  const { register, formState, control, setValue } = useWizard();
  const firmName = useWatch({ control, name: 'firmName' }) ?? '';
  const email = useWatch({ control, name: 'email' }) ?? '';
  const [logoError, setLogoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const nameMessage = useDebouncedCheck(firmName, async (name) => {
    try {
      const result = await checkFirmName(name);
      return result.available ? null : result.error || REGISTRATION_MESSAGES.nameTakenShort;
    } catch {
      // Malformed names are reported by the form itself; only a failed call is worth saying.
      return name.trim().length > 150 || /[<>]/.test(name) ? null : REGISTRATION_MESSAGES.nameCheckFailed;
    }
  });
  useEffect(() => {
    onNameTaken(Boolean(nameMessage && nameMessage !== REGISTRATION_MESSAGES.nameCheckFailed));
  }, [nameMessage, onNameTaken]);
  const e = formState.errors;

  const onLogo = async (file: File | undefined) => {
    setLogoError(null);
    if (!file) return;
    const problem = logoFileError(file);
    if (problem) return setLogoError(problem);
    setUploading(true);
    try {
      setValue('logoUrl', await uploadLogo(file));
    } catch {
      setLogoError(REGISTRATION_MESSAGES.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {logoUploadAvailable ? (
          <div className="space-y-1.5">
            <label htmlFor="logo-file" className="block text-sm font-medium text-slate-800">
              Firm logo (optional)
            </label>
            <input
              id="logo-file"
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              onChange={(ev) => onLogo(ev.target.files?.[0])}
              className="block text-sm"
            />
            <p className="text-xs text-slate-600">JPG, PNG, GIF or WebP, at most 5MB.{uploading ? ' Uploading...' : ''}</p>
            {logoError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {logoError}
              </p>
            )}
          </div>
        ) : (
          <div className="space-y-3">
            <Alert tone="info">
              Logo uploads are off in this local run (the Storage emulator cannot run here). You can paste the web address of your
              logo image instead.
            </Alert>
            <TextField
              label="Logo image URL (optional)"
              type="url"
              placeholder="https://"
              {...register('logoUrl', { setValueAs: (v: string | null) => (v && v.trim() ? v.trim() : null) })}
              error={errorOf(e.logoUrl)}
            />
          </div>
        )}
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Firm name"
          autoComplete="organization"
          {...register('firmName')}
          error={errorOf(e.firmName) ?? nameMessage ?? undefined}
        />
      </div>
      <TextField label="LPC number" {...register('lpcNumber')} error={errorOf(e.lpcNumber)} />
      <TextField label="Contact person" autoComplete="name" {...register('contactPerson')} error={errorOf(e.contactPerson)} />
      <TextField label="Contact email" type="email" value={email} readOnly hint="Set from your login email (step 9)." />
      <TextField label="Phone" type="tel" autoComplete="tel" {...register('phone')} error={errorOf(e.phone)} />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Physical address"
          rows={2}
          autoComplete="street-address"
          {...register('address')}
          error={errorOf(e.address)}
        />
      </div>
    </div>
  );
}

export function PracticeAreasStep() {
  const { control, formState } = useWizard();
  return (
    <Controller
      control={control}
      name="practiceAreas"
      render={({ field }) => {
        const selected = new Set(field.value ?? []);
        const set = (id: string, on: boolean) => field.onChange(toggle(field.value as string[], id, on));
        return (
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Select the areas of law your firm practises</legend>
            <p className="text-xs text-slate-600">
              Choose a category, then the subcategories and optional specific matters you take on.
            </p>
            {LEGAL_CATEGORIES.map((category) => (
              <details key={category.id} className="rounded-lg border border-slate-200 bg-white" open={selected.has(category.id)}>
                <summary className="flex cursor-pointer items-center justify-between px-3 py-2 text-sm font-medium text-slate-900">
                  {category.name}
                  {category.subcategories.some((s) => selected.has(s.id)) && (
                    <Badge>{category.subcategories.filter((s) => selected.has(s.id)).length} selected</Badge>
                  )}
                </summary>
                <div className="space-y-2 border-t border-slate-100 px-3 py-3">
                  <Check
                    label={`All of ${category.name}`}
                    checked={selected.has(category.id)}
                    onChange={(on) => set(category.id, on)}
                  />
                  {category.subcategories.map((sub) => (
                    <div key={sub.id} className="ml-3 space-y-1.5">
                      <Check label={sub.name} checked={selected.has(sub.id)} onChange={(on) => set(sub.id, on)} />
                      {selected.has(sub.id) && sub.items.length > 0 && (
                        <div className="ml-6 grid gap-1.5 sm:grid-cols-2">
                          {sub.items.map((item) => (
                            <Check
                              key={item.id}
                              label={item.name}
                              checked={selected.has(item.id)}
                              onChange={(on) => set(item.id, on)}
                            />
                          ))}
                        </div>
                      )}
                    </div>
                  ))}
                </div>
              </details>
            ))}
            {formState.errors.practiceAreas && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errorOf(formState.errors.practiceAreas)}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

export function BusinessServicesStep() {
  const { control } = useWizard();
  return (
    <CheckGroup legend="Business services (optional)" hint="Tell businesses looking for help whether you take on these matters.">
      <Controller
        control={control}
        name="businessServices.collections"
        render={({ field }) => <Check label="Debt collections" checked={Boolean(field.value)} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="businessServices.generalBusiness"
        render={({ field }) => (
          <Check label="General business legal services" checked={Boolean(field.value)} onChange={field.onChange} />
        )}
      />
    </CheckGroup>
  );
}

export function LanguagesStep() {
  const { control, formState } = useWizard();
  return (
    <Controller
      control={control}
      name="languages"
      render={({ field }) => (
        <CheckGroup legend="Languages your firm consults in" error={errorOf(formState.errors.languages)}>
          {LANGUAGES.map((l) => (
            <Check
              key={l.code}
              label={l.name}
              checked={(field.value ?? []).includes(l.code)}
              onChange={(on) => field.onChange(toggle(field.value, l.code, on))}
            />
          ))}
        </CheckGroup>
      )}
    />
  );
}

export function ServiceDetailsStep() {
  const { control, formState, register } = useWizard();
  const fee = Number(useWatch({ control, name: 'consultationFees' }) ?? 0);
  const isCorrespondent = useWatch({ control, name: 'isCorrespondent' });
  const band = feeBand(fee);
  const e = formState.errors;
  return (
    <div className="space-y-6">
      <Controller
        control={control}
        name="consultationMethods"
        render={({ field }) => (
          <CheckGroup legend="Consultation methods" error={errorOf(e.consultationMethods)}>
            {CONSULTATION_METHODS.map((m) => (
              <Check
                key={m.id}
                label={m.label}
                checked={(field.value ?? []).includes(m.id)}
                onChange={(on) => field.onChange(toggle(field.value, m.id, on))}
              />
            ))}
          </CheckGroup>
        )}
      />
      <TextField
        label="Consultation fee (R)"
        type="number"
        inputMode="numeric"
        min={0}
        {...register('consultationFees', { setValueAs: (v: string | number) => (v === '' || v === null ? 0 : Number(v)) })}
        hint={
          band
            ? `${band.label}: R${band.min}${band.max ? ` to R${band.max}` : ' and above'}. Leave empty for a free first consultation.`
            : 'Leave empty for a free first consultation.'
        }
        error={errorOf(e.consultationFees) && 'Please enter a fee of R0 or more'}
      />
      <Controller
        control={control}
        name="urgencyLevels"
        render={({ field }) => (
          <CheckGroup legend="Urgency levels you can handle" error={errorOf(e.urgencyLevels)}>
            {URGENCY_LEVELS.map((u) => (
              <Check
                key={u.id}
                label={u.label}
                description={u.description}
                checked={(field.value ?? []).includes(u.id)}
                onChange={(on) => field.onChange(toggle(field.value, u.id, on))}
              />
            ))}
          </CheckGroup>
        )}
      />
      <Controller
        control={control}
        name="isCorrespondent"
        render={({ field }) => (
          <Check
            label="We offer correspondent services to other firms"
            checked={Boolean(field.value)}
            onChange={field.onChange}
          />
        )}
      />
      {isCorrespondent && (
        <Controller
          control={control}
          name="correspondentCourts"
          render={({ field }) => (
            <CheckGroup legend="Courts you appear in as correspondent">
              {CORRESPONDENT_COURT_TYPES.map((c) => (
                <Check
                  key={c.id}
                  label={c.label}
                  checked={(field.value ?? []).includes(c.id)}
                  onChange={(on) => field.onChange(toggle(field.value, c.id, on))}
                />
              ))}
            </CheckGroup>
          )}
        />
      )}
    </div>
  );
}

export function LocationStep() {
  const { control, formState, register } = useWizard();
  const province = useWatch({ control, name: 'province' }) as Province | undefined;
  const primaryCity = useWatch({ control, name: 'primaryCity' }) ?? '';
  const [extra, setExtra] = useState('');
  const e = formState.errors;
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Province" {...register('province')} error={errorOf(e.province)} defaultValue="">
          <option value="" disabled>
            Select a province
          </option>
          {PROVINCES.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </SelectField>
        <TextField label="Primary city" list="city-suggestions" {...register('primaryCity')} error={errorOf(e.primaryCity)} />
        <datalist id="city-suggestions">
          {(province ? MAJOR_CITIES_BY_PROVINCE[province] : []).map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <Controller
        control={control}
        name="cities"
        render={({ field }) => {
          const add = () => {
            field.onChange(addCity(field.value ?? [], extra, primaryCity));
            setExtra('');
          };
          return (
            <div className="space-y-2">
              <div className="flex items-end gap-2">
                <TextField
                  label="Additional cities (optional)"
                  list="city-suggestions"
                  value={extra}
                  className="flex-1"
                  onChange={(ev) => setExtra(ev.target.value)}
                  onKeyDown={(ev) => {
                    if (ev.key === 'Enter') {
                      ev.preventDefault();
                      add();
                    }
                  }}
                />
                <Button variant="secondary" onClick={add}>
                  Add City
                </Button>
              </div>
              {(field.value ?? []).length > 0 && (
                <ul className="flex flex-wrap gap-2" aria-label="Additional cities">
                  {(field.value ?? []).map((c) => (
                    <li
                      key={c}
                      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900"
                    >
                      {c}
                      <button
                        type="button"
                        aria-label={`Remove ${c}`}
                        className="rounded px-1 hover:bg-brand-100"
                        onClick={() => field.onChange((field.value ?? []).filter((x) => x !== c))}
                      >
                        ✕
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {errorOf(e.cities) && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {errorOf(e.cities)}
                </p>
              )}
            </div>
          );
        }}
      />
      <Controller
        control={control}
        name="courtsCovered"
        render={({ field }) => (
          <CheckGroup legend="Courts covered">
            {COURTS_COVERED.map((c) => (
              <Check
                key={c}
                label={c}
                checked={(field.value ?? []).includes(c)}
                onChange={(on) => field.onChange(toggle(field.value, c, on))}
              />
            ))}
          </CheckGroup>
        )}
      />
    </div>
  );
}

const DAY_LABEL: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export function TeamStep() {
  const { control, formState, register, getValues, setValue } = useWizard();
  const description = useWatch({ control, name: 'description' }) ?? '';
  const hours = useWatch({ control, name: 'businessHours' }) as BusinessHours;
  const e = formState.errors;
  const hourErrors = e.businessHours as Record<string, { open?: { message?: string }; close?: { message?: string } }> | undefined;
  const applyAll = () => {
    const monday = getValues('businessHours.monday');
    setValue('businessHours', applyHoursToAllDays(getValues('businessHours') as BusinessHours, monday.open, monday.close), {
      shouldValidate: formState.isSubmitted,
    });
  };
  return (
    <div className="space-y-6">
      <SelectField label="Team size" {...register('teamSize')} error={errorOf(e.teamSize)} defaultValue="">
        <option value="" disabled>
          Select team size
        </option>
        {TEAM_SIZES.map((t) => (
          <option key={t} value={t}>
            {t} people
          </option>
        ))}
      </SelectField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Business hours</legend>
        <div className="space-y-2">
          {WEEKDAYS.map((day) => {
            const off = hours?.[day]?.isUnavailable;
            const dayError = hourErrors?.[day]?.open?.message ?? hourErrors?.[day]?.close?.message;
            return (
              <div key={day} className="rounded-lg border border-slate-200 px-3 py-2">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <span className="w-24 text-sm font-medium text-slate-900">{DAY_LABEL[day]}</span>
                  <label className="flex items-center gap-1.5 text-sm">
                    <span className="sr-only">{DAY_LABEL[day]} </span>Open
                    <input
                      type="time"
                      disabled={off}
                      className="rounded border border-slate-300 px-2 py-1 text-sm disabled:bg-slate-100"
                      {...register(`businessHours.${day}.open`)}
                    />
                  </label>
                  <label className="flex items-center gap-1.5 text-sm">
                    <span className="sr-only">{DAY_LABEL[day]} </span>Close
                    <input
                      type="time"
                      disabled={off}
                      className="rounded border border-slate-300 px-2 py-1 text-sm disabled:bg-slate-100"
                      {...register(`businessHours.${day}.close`)}
                    />
                  </label>
                  <label className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4 rounded border-slate-400"
                      {...register(`businessHours.${day}.isUnavailable`)}
                    />
                    <span className="sr-only">{DAY_LABEL[day]} </span>Unavailable
                  </label>
                </div>
                {dayError && !off && (
                  <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                    {dayError}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <Button variant="secondary" size="sm" onClick={applyAll}>
          Apply Monday&apos;s hours to all days
        </Button>
      </fieldset>
      <div>
        <TextAreaField
          label="Firm description"
          rows={5}
          maxLength={FIRM_DESCRIPTION_MAX}
          {...register('description')}
          error={errorOf(e.description)}
        />
        <p
          aria-live="polite"
          className={cn(
            'mt-1 text-right text-xs',
            description.length > DESCRIPTION_WARN_AT ? 'font-semibold text-red-700' : 'text-slate-600',
          )}
        >
          {description.length}/{FIRM_DESCRIPTION_MAX} characters
        </p>
      </div>
    </div>
  );
}

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function AccountStep({ onEmailProblem }: { onEmailProblem: (problem: boolean) => void }) {
  const { register, formState, control } = useWizard();
  const email = useWatch({ control, name: 'email' }) ?? '';
  const emailMessage = useDebouncedCheck(email, async (value) => {
    if (!EMAIL_FORMAT.test(value.trim())) return 'Please enter a valid email address';
    try {
      const result = await checkEmailDomain(value.trim());
      if (result.available) return null;
      if (result.reason === 'domain-taken') return result.error || REGISTRATION_MESSAGES.domainTakenUser;
      return result.error || REGISTRATION_MESSAGES.emailExists;
    } catch {
      return REGISTRATION_MESSAGES.emailCheckFailed;
    }
  });
  useEffect(() => {
    onEmailProblem(Boolean(emailMessage && emailMessage !== REGISTRATION_MESSAGES.emailCheckFailed));
  }, [emailMessage, onEmailProblem]);
  const e = formState.errors;
  return (
    <div className="grid gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errorOf(e.email) ?? emailMessage ?? undefined}
        hint="You sign in with this address; it is also your firm's contact email."
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...register('password')}
        error={errorOf(e.password)}
        hint="At least 8 characters."
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={errorOf(e.confirmPassword)}
      />
    </div>
  );
}

export function PlanStep() {
  const { control, formState } = useWizard();
  return (
    <Controller
      control={control}
      name="plan"
      render={({ field }) => (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Choose your plan</legend>
          <p className="text-xs text-slate-600">Month to month; cancel any time. {VAT_NOTE}.</p>
          <div className="mt-3 grid gap-4 md:grid-cols-3">
            {PLAN_IDS.map((id) => {
              const plan = PLANS[id];
              const checked = field.value === id;
              return (
                <label
                  key={id}
                  className={cn(
                    'relative flex cursor-pointer flex-col rounded-xl border-2 bg-white p-4 focus-within:ring-2 focus-within:ring-brand-600',
                    checked ? 'border-brand-700' : 'border-slate-200',
                    plan.highlight && 'shadow-md',
                  )}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={id}
                    checked={checked}
                    onChange={() => field.onChange(id)}
                    className="sr-only"
                  />
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-brand-950">{plan.name}</span>
                    {plan.highlight && <Badge className="bg-accent-400 text-brand-950">{plan.highlight}</Badge>}
                  </span>
                  <span className="mt-2 text-2xl font-bold">
                    {formatRand(plan.price)}
                    <span className="text-sm font-normal text-slate-600">/month ({VAT_SUFFIX})</span>
                  </span>
                  {plan.previousPrice && <s className="text-sm text-slate-500">was {formatRand(plan.previousPrice)}</s>}
                  {plan.freeMonths > 0 && (
                    <span className="text-sm font-medium text-green-800">
                      {plan.freeMonths} month free, thereafter {formatRand(plan.price)}/month
                    </span>
                  )}
                  <ul className="mt-3 space-y-1 text-sm text-slate-700">
                    {plan.features.map((f) => (
                      <li key={f}>✓ {f}</li>
                    ))}
                  </ul>
                  {checked && <span className="mt-3 text-sm font-semibold text-brand-700">Selected</span>}
                </label>
              );
            })}
          </div>
          {formState.errors.plan && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {errorOf(formState.errors.plan)}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
