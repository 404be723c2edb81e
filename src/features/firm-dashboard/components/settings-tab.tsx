import { useState } from 'react';
import { Alert, Button, Card } from '@/components/ui';
import { consultationMethodLabel, WEEKDAYS } from '@/domain/firms/options';
import { SETTINGS_MESSAGES, type UpdateFirmProfileInput } from '@/domain/firms/registration';
import { practiceAreaLabel } from '@/domain/matching/practice-areas';
import { correspondentCourtLabel } from '@/domain/shared/courts';
import { LANGUAGES } from '@/domain/shared/languages';
import { formatRand } from '@/domain/shared/money';
import { reasonOf } from '@/lib/callable';
import { errorMessage } from '@/lib/error-message';
import { updateFirmProfile } from '../api/firm-account';
import type { AccountData, FirmData } from '../api/use-firm-data';
import { SettingsForm } from './settings/settings-form';

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;

function hoursSummary(firm: FirmData): string {
  return WEEKDAYS.map((day) => {
    const h = firm.businessHours?.[day];
    const name = day.charAt(0).toUpperCase() + day.slice(1, 3);
    return h && !h.isUnavailable ? `${name} ${h.open}–${h.close}` : `${name} closed`;
  }).join(', ');
}

export function SettingsTab({ firm, account }: { firm: FirmData; account: AccountData | null }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  // The server's refusals are already worded for the firm ('Failed to update firm details: …');
  // anything else (no connection) gets that wording here. The form shows the message.
  const save = async (values: UpdateFirmProfileInput) => {
    try {
      await updateFirmProfile(values);
    } catch (err) {
      if (reasonOf(err)) throw err;
      throw new Error(SETTINGS_MESSAGES.failed(errorMessage(err, { fallback: 'Please try again.' })));
    }
    setSaved(true);
    setEditing(false);
  };

  const view = (label: string, value: string, wide = false) => (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{value || '—'}</dd>
    </div>
  );
  const services = [
    firm.businessServices?.collections ? 'Debt collections' : '',
    firm.businessServices?.generalBusiness ? 'General business law' : '',
  ].filter(Boolean);

  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-brand-950">Account Settings</h2>
        {!editing && (
          <Button variant="secondary" onClick={() => (setEditing(true), setSaved(false))}>
            Edit Details
          </Button>
        )}
      </div>
      {saved && (
        <Alert tone="success" className="mb-4">
          {SETTINGS_MESSAGES.saved}
        </Alert>
      )}
      {!editing ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          {view('Firm name', firm.firmName)}
          {view('Contact person', account?.contactPerson ?? '')}
          {view('Email', account?.email ?? '')}
          {view('Phone', account?.phone ?? '')}
          {view('Address', account?.address ?? '', true)}
          {view('Description', firm.description ?? '', true)}
          {view('Logo', firm.logoUrl ?? '', true)}
          {view('Practice areas', (firm.practiceAreas ?? []).map((id) => practiceAreaLabel(id) || id).join(', '), true)}
          {view('Business services', services.join(', '))}
          {view('Languages', (firm.languages ?? []).map(languageName).join(', '))}
          {view('Consultation methods', (firm.consultationMethods ?? []).map(consultationMethodLabel).join(', '))}
          {view('Consultation fee', formatRand(firm.consultationFees ?? 0))}
          {view('Primary city', `${firm.primaryCity}, ${firm.province}`)}
          {view('Cities', (firm.cities ?? []).join(', '))}
          {view('Courts covered', (firm.courtsCovered ?? []).join(', '))}
          {view(
            'Correspondent services',
            firm.isCorrespondent ? (firm.correspondentCourts ?? []).map(correspondentCourtLabel).join(', ') || 'Yes' : 'No',
          )}
          {view('Team size', firm.teamSize ? `${firm.teamSize} people` : '')}
          {view('Business hours', hoursSummary(firm), true)}
        </dl>
      ) : (
        <SettingsForm firm={firm} account={account} onSave={save} onCancel={() => setEditing(false)} />
      )}
    </Card>
  );
}
