import { useState } from 'react';
import { Alert, Button, TextField, useZodForm } from '@/components/ui';
import { adminCloseFirmAccountInputSchema, CLOSE_ACCOUNT_MESSAGES } from '@/domain/firms/account';
import {
  erasePersonalDataInputSchema,
  findPersonalDataInputSchema,
  PERSONAL_DATA_SOURCES,
  personalDataExport,
  type ErasePersonalDataInput,
  type ErasePersonalDataResult,
  type FindPersonalDataInput,
  type FindPersonalDataResult,
} from '@/domain/privacy/personal-data';
import { useFormSubmit } from '@/lib/use-form-submit';
import { closeFirmAccountByEmail, erasePersonalData, findPersonalData } from '../api/personal-data';

const describeErased = (erased: ErasePersonalDataResult['erased']) =>
  PERSONAL_DATA_SOURCES.filter((s) => erased[s.id])
    .map((s) => `${s.label}: ${erased[s.id]}`)
    .join('; ') || 'Nothing was held.';

/**
 * A person's request to see or erase their information (POPIA): search by email address,
 * download everything found as one file for them, then erase it. Erasing asks for the address
 * again, and the server audits it.
 */
export function DataRequests() {
  const [result, setResult] = useState<FindPersonalDataResult | null>(null);
  const [erased, setErased] = useState<string | null>(null);

  return (
    <section aria-labelledby="data-requests-heading" className="space-y-6">
      <div>
        <h2 id="data-requests-heading" className="text-xl font-semibold text-slate-900">
          Data requests
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-700">
          When someone asks what we hold about them, or asks us to erase it, search by the email address they used. Send them the
          export file; erase when they ask. An address that signs in to a law firm is closed as a firm account first.
        </p>
      </div>
      <SearchForm
        onFound={(found) => {
          setErased(null);
          setResult(found);
        }}
      />
      {erased && (
        <Alert tone="success" title="Erased">
          {erased}
        </Alert>
      )}
      {result && (
        <>
          <Findings result={result} />
          {result.records.some((r) => r.source === 'firmAccounts') ? (
            <CloseFirmForm
              email={result.email}
              onClosed={(invoicesKept) => {
                setErased(
                  `The firm account is closed and erased; ${invoicesKept} payment record${invoicesKept === 1 ? '' : 's'} (tax invoices) kept. Search again to erase anything else held about the address.`,
                );
                setResult(null);
              }}
            />
          ) : (
            result.records.length > 0 && (
              <EraseForm
                email={result.email}
                onErased={(outcome) => {
                  setErased(describeErased(outcome.erased));
                  setResult(null);
                }}
              />
            )
          )}
        </>
      )}
    </section>
  );
}

function SearchForm({ onFound }: { onFound: (result: FindPersonalDataResult) => void }) {
  const form = useZodForm(findPersonalDataInputSchema, { defaultValues: { email: '' } });
  const { busy, failure, onSubmit } = useFormSubmit(form, async ({ email }: FindPersonalDataInput) =>
    onFound(await findPersonalData(email)),
  );

  return (
    <form noValidate aria-label="Find personal data" className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={onSubmit}>
      <TextField
        label="Email address"
        type="email"
        className="w-full sm:max-w-sm"
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <Button type="submit" busy={busy}>
        Find
      </Button>
      {failure && <Alert tone="error">{failure}</Alert>}
    </form>
  );
}

function Findings({ result }: { result: FindPersonalDataResult }) {
  const count = (id: string) => result.records.filter((r) => r.source === id).length;
  function download() {
    const url = URL.createObjectURL(new Blob([personalDataExport(result)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `personal-data-${result.searchedAt.slice(0, 10)}.json`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="font-semibold text-brand-950">
        Held about <span className="[overflow-wrap:anywhere]">{result.email}</span>
      </h3>
      {result.suppressed && (
        <p className="text-sm text-slate-700">This address was erased before: nothing is emailed to it any more.</p>
      )}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Documents found, by kind</caption>
        <tbody className="divide-y divide-slate-100">
          {PERSONAL_DATA_SOURCES.map((s) => (
            <tr key={s.id}>
              <th scope="row" className="py-2 pr-4 font-medium text-slate-800">
                {s.label}
              </th>
              <td className="py-2 text-slate-700">
                {count(s.id)}
                {result.truncated.includes(s.id) ? ' or more (erase, then search again)' : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.records.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing is held about this address.</p>
      ) : (
        <Button variant="secondary" onClick={download}>
          Download export (JSON)
        </Button>
      )}
    </div>
  );
}

function EraseForm({ email, onErased }: { email: string; onErased: (result: ErasePersonalDataResult) => void }) {
  const form = useZodForm(erasePersonalDataInputSchema, { defaultValues: { email, confirmEmail: '' } });
  const { busy, failure, onSubmit } = useFormSubmit(form, async (input: ErasePersonalDataInput) =>
    onErased(await erasePersonalData(input)),
  );

  return (
    <form
      noValidate
      aria-label="Erase personal data"
      className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-5"
      onSubmit={onSubmit}
    >
      <h3 className="font-semibold text-red-900">Erase everything held about this address</h3>
      <p className="text-sm text-slate-800">
        Leads stay with their firms without the person&apos;s details; everything else above is deleted, and nothing is emailed to
        the address again. This cannot be undone.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Type the email address again"
        type="email"
        className="w-full sm:max-w-sm"
        {...form.register('confirmEmail')}
        error={form.formState.errors.confirmEmail?.message}
      />
      <Button type="submit" variant="danger" busy={busy}>
        Erase
      </Button>
    </form>
  );
}

/** The address signs in to a law firm: close that firm's account (PayFast first; invoices kept). */
function CloseFirmForm({ email, onClosed }: { email: string; onClosed: (invoicesKept: number) => void }) {
  const form = useZodForm(adminCloseFirmAccountInputSchema, { defaultValues: { email, confirmation: '' } });
  const { busy, failure, onSubmit } = useFormSubmit(
    form,
    async (input: { email: string; confirmation: string }) =>
      onClosed((await closeFirmAccountByEmail(input.email, input.confirmation)).invoicesKept),
    CLOSE_ACCOUNT_MESSAGES.failed,
  );
  return (
    <form
      noValidate
      aria-label="Close firm account"
      className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-5"
      onSubmit={onSubmit}
    >
      <h3 className="font-semibold text-red-900">This address signs in to a law firm</h3>
      <p className="text-sm text-slate-800">{CLOSE_ACCOUNT_MESSAGES.explain}</p>
      <p className="text-sm text-slate-800">{CLOSE_ACCOUNT_MESSAGES.kept}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label={CLOSE_ACCOUNT_MESSAGES.typeToConfirm}
        autoComplete="off"
        className="w-full sm:max-w-sm"
        {...form.register('confirmation')}
        error={form.formState.errors.confirmation?.message}
      />
      <Button type="submit" variant="danger" busy={busy}>
        Close firm account
      </Button>
    </form>
  );
}
