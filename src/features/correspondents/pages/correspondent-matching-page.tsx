import { useState } from 'react';
import { Button, Card, Container, EmptyState, LoadingBlock, PageHeading, TextField, cn, useZodForm } from '@/components/ui';
import {
  CORRESPONDENT_COURT_TYPES,
  correspondentSearchSchema,
  DEFAULT_CORRESPONDENT_COURT,
  type CorrespondentSearch,
} from '@/domain/shared/courts';
import { findCorrespondentFirms, type CorrespondentFirm, type CorrespondentPage } from '../api/find-correspondents';
import { CorrespondentList } from '../components/correspondent-list';
import { rankCorrespondents, type RankedCorrespondent } from '../components/rank-correspondents';

const POPULAR_LOCATIONS = ['Cape Town', 'Johannesburg', 'Durban', 'Pretoria'];
const STEP_TITLES = ['Court Type', 'Location', 'Available Correspondents'];

export default function CorrespondentMatchingPage() {
  const [step, setStep] = useState(1);
  const form = useZodForm(correspondentSearchSchema, { defaultValues: { court: DEFAULT_CORRESPONDENT_COURT, location: '' } });
  const location = form.watch('location') ?? '';
  // What the shown results were searched for (the fields may change after a search).
  const [searched, setSearched] = useState<CorrespondentSearch | null>(null);
  const [results, setResults] = useState<RankedCorrespondent<CorrespondentFirm>[] | null>(null);
  const [loaded, setLoaded] = useState<CorrespondentFirm[]>([]);
  const [nextPage, setNextPage] = useState<CorrespondentPage['next']>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const search = async (input: CorrespondentSearch) => {
    setResults(null);
    setSearched(input);
    setStep(3);
    const page = await findCorrespondentFirms(input.court);
    setLoaded(page.firms);
    setNextPage(page.next);
    setResults(rankCorrespondents(page.firms, input.location));
  };

  // Reads are bounded per page; each page joins the ranking of the ones already shown.
  const showMore = async () => {
    if (!searched) return;
    setLoadingMore(true);
    const page = await findCorrespondentFirms(searched.court, nextPage);
    const firms = [...loaded, ...page.firms];
    setLoaded(firms);
    setNextPage(page.next);
    setResults(rankCorrespondents(firms, searched.location));
    setLoadingMore(false);
  };

  // The spec: Next does nothing until the step's input is valid.
  const next = async () => {
    if (step === 1) {
      if (await form.trigger('court')) setStep(2);
    } else {
      await form.handleSubmit(search)();
    }
  };

  const courtLabel = CORRESPONDENT_COURT_TYPES.find((c) => c.id === searched?.court)?.label ?? searched?.court;
  return (
    <Container className="py-10">
      <PageHeading
        title="Find a Correspondent"
        lead="Law firms that appear on your behalf in courts elsewhere in South Africa."
      />
      <div className="mb-6 max-w-2xl">
        <p className="text-sm font-medium text-slate-700">
          Step {step} of 3: {STEP_TITLES[step - 1]}
        </p>
        <div
          className="mt-2 h-2 rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Correspondent search progress"
          aria-valuemin={1}
          aria-valuemax={3}
          aria-valuenow={step}
        >
          <div className="h-2 rounded-full bg-brand-700 transition-all" style={{ width: `${(step / 3) * 100}%` }} />
        </div>
      </div>
      {step < 3 ? (
        <Card className="max-w-2xl">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void next();
            }}
            className="space-y-6"
          >
            {step === 1 ? (
              <fieldset className="space-y-3">
                <legend className="text-lg font-semibold text-brand-950">Which court is the matter in?</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {CORRESPONDENT_COURT_TYPES.map((c) => (
                    <label
                      key={c.id}
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-lg border-2 px-4 py-3 text-sm font-medium focus-within:ring-2 focus-within:ring-brand-600',
                        form.watch('court') === c.id ? 'border-brand-700 bg-brand-50' : 'border-slate-200',
                      )}
                    >
                      <input type="radio" value={c.id} {...form.register('court')} className="h-4 w-4" />
                      {c.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              <div className="space-y-3">
                <TextField
                  label="Where is the court?"
                  placeholder="City or town"
                  {...form.register('location')}
                  error={form.formState.errors.location?.message}
                  hint="Enter the city, town or province."
                />
                <div>
                  <p className="text-sm font-medium text-slate-800">Popular locations</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {POPULAR_LOCATIONS.map((l) => (
                      <button
                        key={l}
                        type="button"
                        onClick={() => form.setValue('location', l, { shouldValidate: form.formState.isSubmitted })}
                        aria-pressed={location === l}
                        className={cn(
                          'rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-700',
                          location === l ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:bg-slate-50',
                        )}
                      >
                        {l}
                      </button>
                    ))}
                  </div>
                </div>
              </div>
            )}
            <div className="flex justify-between gap-3 border-t border-slate-100 pt-4">
              <Button variant="secondary" disabled={step === 1} onClick={() => setStep((s) => Math.max(1, s - 1))}>
                Back
              </Button>
              <Button type="submit" disabled={step === 2 && !location.trim()}>
                {step === 2 ? 'View Correspondents' : 'Next'}
              </Button>
            </div>
          </form>
        </Card>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-700">
              {courtLabel} correspondents for <strong>{searched?.location}</strong>
            </p>
            <Button variant="secondary" onClick={() => setStep(2)}>
              Back
            </Button>
          </div>
          {results === null ? (
            <LoadingBlock label="Finding correspondents..." />
          ) : results.length === 0 ? (
            <EmptyState title="No Firms Found">Try a nearby city, the province name, or another court type.</EmptyState>
          ) : (
            <>
              {searched && <CorrespondentList results={results} court={searched.court} />}
              {nextPage && (
                <Button variant="secondary" busy={loadingMore} onClick={() => void showMore()}>
                  Show more firms
                </Button>
              )}
            </>
          )}
        </div>
      )}
    </Container>
  );
}
