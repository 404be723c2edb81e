import { useState } from 'react';
import { Alert, Button, LoadingBlock, TextAreaField, TextField, useZodForm } from '@/components/ui';
import {
  keepsSlots,
  setTranslationReviewerInputSchema,
  SUGGESTION_LIMITS,
  SUGGESTION_MESSAGES,
  type ExportTranslationSuggestionsResult,
  type SetTranslationReviewerInput,
  type SuggestionPatch,
  type TranslationSuggestion,
} from '@/domain/i18n/suggestions';
import { formatSastDateTime } from '@/domain/shared/format';
import { localeName } from '@/domain/shared/locales';
import { useLoad } from '@/lib/use-load';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useMutation } from '@/lib/use-mutation';
import {
  decideSuggestion,
  exportSuggestions,
  listPendingSuggestions,
  setTranslationReviewer,
} from '../api/translation-suggestions';

/**
 * "Translation suggestions" (issue 38): what visitors suggested for a translated page's words,
 * beside the English source and the words the page showed. An operator or a translation reviewer
 * accepts (as suggested, or edited) or declines each one; the accepted ones download as the file
 * `npm run i18n:apply-suggestions` writes into the catalogs. Operators also name the reviewers.
 */
export function TranslationSuggestionsPanel({ isOperator }: { isOperator: boolean }) {
  const pending = useLoad('pending', listPendingSuggestions);
  const [decided, setDecided] = useState<string[]>([]);

  return (
    <section aria-labelledby="suggestions-heading" className="space-y-6">
      <div>
        <h2 id="suggestions-heading" className="text-xl font-semibold text-slate-900">
          Translation suggestions
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-700">
          Better wordings visitors suggested on the translated pages. Accept one as it is, edit it first, or decline it. Accepted
          wordings reach the site when a developer applies the patch file and commits the catalogs.
        </p>
      </div>
      <PatchDownload />
      {pending.status === 'loading' ? (
        <LoadingBlock label="Loading suggestions..." />
      ) : pending.status === 'error' ? (
        <Alert tone="error" title="The suggestions could not be loaded.">
          <Button variant="secondary" size="sm" onClick={pending.reload}>
            Try again
          </Button>
        </Alert>
      ) : pending.data.filter((s) => !decided.includes(s.id)).length === 0 ? (
        <p role="status" className="text-sm text-slate-700">
          No suggestions are waiting.
        </p>
      ) : (
        <ul className="space-y-4" aria-label="Pending suggestions">
          {pending.data
            .filter((s) => !decided.includes(s.id))
            .map((suggestion) => (
              <li key={suggestion.id}>
                <SuggestionCard suggestion={suggestion} onDecided={() => setDecided((ids) => [...ids, suggestion.id])} />
              </li>
            ))}
        </ul>
      )}
      {isOperator && <ReviewerForm />}
    </section>
  );
}

function SuggestionCard({ suggestion, onDecided }: { suggestion: TranslationSuggestion; onDecided: () => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(suggestion.text);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const decide = useMutation(decideSuggestion);
  const headingId = `suggestion-${suggestion.id}`;

  async function run(decision: 'accept' | 'decline') {
    const edited = editing && decision === 'accept' ? text.trim() : undefined;
    if (edited !== undefined) {
      const wrong = !edited
        ? SUGGESTION_MESSAGES.textMissing
        : edited.length > SUGGESTION_LIMITS.text
          ? SUGGESTION_MESSAGES.textTooLong
          : !keepsSlots(edited, suggestion.english)
            ? SUGGESTION_MESSAGES.placeholders
            : null;
      setProblem(wrong);
      if (wrong) return;
    }
    const result = await decide.mutate(suggestion.id, decision, edited);
    if (!result.ok) return;
    setOutcome(
      result.value.status === 'accepted'
        ? `Accepted as “${result.value.acceptedText}”, reviewed by ${result.value.reviewedBy}.`
        : 'Declined.',
    );
  }

  if (outcome)
    return (
      <Alert tone="success" title={`${localeName(suggestion.locale)} · ${suggestion.messageId}`}>
        {outcome}{' '}
        <button type="button" className="font-semibold underline" onClick={onDecided}>
          Hide
        </button>
      </Alert>
    );

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-sm font-semibold text-brand-950">
        <span>{localeName(suggestion.locale)}</span>
        <code className="break-all text-xs font-normal text-slate-600">{suggestion.messageId}</code>
        <span className="text-xs font-normal text-slate-600">{formatSastDateTime(suggestion.createdAt)}</span>
      </h3>
      <dl className="mt-3 grid gap-3 text-sm md:grid-cols-3">
        <div>
          <dt className="font-medium text-slate-600">English source</dt>
          <dd className="mt-1 break-words text-slate-900">{suggestion.english}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Current text</dt>
          <dd lang={suggestion.locale} className="mt-1 break-words text-slate-900">
            {suggestion.current}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Suggested</dt>
          <dd lang={suggestion.locale} className="mt-1 break-words font-medium text-brand-900">
            {suggestion.text}
          </dd>
          {suggestion.note && <dd className="mt-1 break-words text-xs text-slate-600">Note: {suggestion.note}</dd>}
        </div>
      </dl>
      {editing && (
        <TextAreaField
          className="mt-3"
          label="Edited wording"
          hint="Keep every {placeholder} and <tag> of the English."
          rows={3}
          lang={suggestion.locale}
          value={text}
          error={problem ?? undefined}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      {decide.failure && (
        <Alert tone="error" className="mt-3">
          {decide.failure}
        </Alert>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button size="sm" busy={decide.busy} onClick={() => void run('accept')}>
          {editing ? 'Accept edited wording' : 'Accept'}
        </Button>
        {!editing && (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit, then accept
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={decide.busy} onClick={() => void run('decline')}>
          Decline
        </Button>
      </div>
    </article>
  );
}

/** Saves a patch file in the browser's downloads, named by the day it was exported. */
function saveFile(patch: SuggestionPatch) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(patch, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `accepted-translation-suggestions-${patch.exportedAt.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The accepted suggestions as the patch file `npm run i18n:apply-suggestions <file>` applies: each
 * file holds only those no earlier file held (why: src/domain/i18n/suggestions.ts), and the last
 * file can be downloaded again, unchanged, when a download got lost.
 */
function PatchDownload() {
  const download = useMutation(async (again: boolean) => {
    const result = await exportSuggestions(again);
    if (result.patch) saveFile(result.patch);
    return { ...result, again };
  });
  const [done, setDone] = useState<(ExportTranslationSuggestionsResult & { again: boolean }) | null>(null);
  const run = (again: boolean) => {
    setDone(null);
    void download.mutate(again).then((r) => r.ok && setDone(r.value));
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          Each file holds the accepted wordings no earlier file held. Apply it with{' '}
          <code className="break-all">npm run i18n:apply-suggestions &lt;file&gt;</code>, then <code>npm run i18n:compile</code>,
          and commit.
        </p>
        <div className="flex flex-col gap-2 sm:shrink-0">
          <Button size="sm" variant="secondary" busy={download.busy} onClick={() => run(false)}>
            Download accepted as patch file
          </Button>
          <Button size="sm" variant="ghost" disabled={download.busy} onClick={() => run(true)}>
            Download the last file again
          </Button>
        </div>
      </div>
      {done && (
        <p role="status" className="mt-2 text-slate-700">
          {exportOutcome(done)}
        </p>
      )}
      {download.failure && (
        <Alert tone="error" className="mt-2">
          {download.failure}
        </Alert>
      )}
    </div>
  );
}

const suggestionCount = (n: number) => (n === 1 ? '1 accepted suggestion' : `${n} accepted suggestions`);

function exportOutcome({ patch, left, again }: ExportTranslationSuggestionsResult & { again: boolean }): string {
  const waiting = left > 0 ? ` ${suggestionCount(left)} more wait for the next file.` : '';
  if (!patch) return (again ? 'No file has been exported yet.' : 'No accepted suggestions since the last file.') + waiting;
  const when = `${formatSastDateTime(Date.parse(patch.exportedAt))} by ${patch.exportedBy}`;
  return again
    ? `The last file again: ${suggestionCount(patch.suggestions.length)}, exported ${when}.${waiting}`
    : `${suggestionCount(patch.suggestions.length)} in the file, recorded as exported ${when}.${waiting}`;
}

/** An operator names a translation reviewer (the name the catalogs record), or revokes the role. */
function ReviewerForm() {
  const form = useZodForm(setTranslationReviewerInputSchema, { defaultValues: { email: '', name: '', reviewer: true } });
  const email = form.watch('email');
  const [done, setDone] = useState<string | null>(null);
  const { busy, failure, onSubmit } = useFormSubmit(form, async (input: SetTranslationReviewerInput) => {
    const { email: who, name: named, changed } = await setTranslationReviewer(input);
    setDone(
      !changed
        ? `Nothing changed for ${who}.`
        : named
          ? `${who} is now a translation reviewer, recorded as ${named}. They must sign in again to use it.`
          : `${who} is no longer a translation reviewer.`,
    );
  });

  return (
    <section aria-labelledby="reviewer-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="reviewer-heading" className="text-lg font-semibold text-brand-950">
        Translation reviewers
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        A reviewer signs in here and sees only the translation suggestions. Their name is what the catalogs record as the
        reviewer.
      </p>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          setDone(null);
          onSubmit(event);
        }}
        noValidate
      >
        <TextField label="Account email" type="email" {...form.register('email')} error={form.formState.errors.email?.message} />
        <TextField label="Reviewer’s name" {...form.register('name')} error={form.formState.errors.name?.message} />
        <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            busy={busy}
            disabled={!email?.trim()}
            onClick={() => form.setValue('reviewer', true)}
          >
            Make translation reviewer
          </Button>
          <Button
            type="submit"
            size="sm"
            variant="ghost"
            disabled={!email?.trim() || busy}
            onClick={() => form.setValue('reviewer', false)}
          >
            Revoke reviewer role
          </Button>
        </div>
      </form>
      {failure && (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      )}
      {done && (
        <Alert tone="success" className="mt-3">
          {done}
        </Alert>
      )}
    </section>
  );
}
