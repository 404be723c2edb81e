import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { compiledCatalog } from '@/domain/i18n/compiled-catalog';
import { SUGGEST_REFUSALS } from '@/domain/i18n/suggest-refusals';
import { keepsSlots, SUGGESTION_LIMITS } from '@/domain/i18n/suggestions';
import type { Locale } from '@/domain/shared/locales';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { call } from '@/lib/callable';
import { wordingOf } from '@/lib/i18n/refusal-wording';
import { t } from '@/lib/i18n/runtime';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useZodForm } from '@/lib/use-zod-form';
import { matching, pickedBy, shownTexts, type PageText } from './page-texts';

// Every part a page can show, in every language: the dialog compares the page with its own
// language's parts and names the English beside them. Only the parts of the two languages it needs
// are fetched, and only when a visitor opens the dialog (chunks the pages already loaded are reused).
const PARTS = import.meta.glob<{ default: object }>(['./*.json', '!./*.email.json'], { base: '/src/domain/i18n/compiled' });

async function catalogOf(locale: Locale): Promise<Record<string, unknown>> {
  // The core first: its keys stand for the same words said again by a page's own part.
  const core = `./${locale}.json`;
  const loads = Object.entries(PARTS)
    .filter(([path]) => path.startsWith(`./${locale}.`))
    .sort(([a], [b]) => Number(b === core) - Number(a === core))
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads)).map((module) => compiledCatalog(module.default))) as Record<
    string,
    unknown
  >;
}

type Texts = PageText[] | 'loading' | 'failed';

/**
 * "Suggest a better translation" (issue 38): the visitor picks one of the texts the page shows
 * (searchable), sees its English and its current words, writes better ones and sends them. Words
 * the visitor selected on the page before opening it (`selected`) start the search, and when one
 * text alone matches them it is chosen already. A native modal <dialog>: focus stays inside, Escape
 * closes it, and focus returns to the link that opened it.
 */
export function SuggestDialog({
  locale,
  pageText,
  selected = '',
  onClose,
}: {
  locale: Locale;
  pageText: string;
  selected?: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [texts, setTexts] = useState<Texts>('loading');
  const [search, setSearch] = useState(selected);
  // The texts the selected words belong to: listed while the search still holds those words.
  const [picked, setPicked] = useState<PageText[]>([]);
  const [chosen, setChosen] = useState<PageText | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    ref.current?.showModal();
    let live = true;
    Promise.all([catalogOf(locale), catalogOf('en')]).then(
      ([current, english]) => {
        if (!live) return;
        const shown = shownTexts(pageText, current, english);
        const found = selected ? pickedBy(shown, pageText, selected) : [];
        setTexts(shown);
        setPicked(found);
        if (found.length === 1) setChosen(found[0]!);
      },
      () => live && setTexts('failed'),
    );
    return () => {
      live = false;
    };
  }, [locale, pageText, selected]);

  // The search, not the close button (the first in the dialog), is where a visitor starts, and
  // where "Choose other text" brings them back to.
  useEffect(() => {
    if (!chosen) searchRef.current?.focus();
  }, [chosen]);

  const shown = useMemo(
    () => (!Array.isArray(texts) ? [] : search === selected && picked.length > 0 ? picked : matching(texts, search)),
    [texts, search, selected, picked],
  );

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-1.5rem)] max-w-2xl rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-4 sm:p-6">
        <div className="mb-3 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-bold text-brand-950">
            {t('suggest.title')}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            aria-label={t('suggest.close')}
            className="rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {sent ? (
          <div className="space-y-4">
            <Alert tone="success">{t('suggest.sent')}</Alert>
            <Button type="button" onClick={() => ref.current?.close()}>
              {t('suggest.close')}
            </Button>
          </div>
        ) : chosen ? (
          <SuggestionForm locale={locale} text={chosen} onBack={() => setChosen(null)} onSent={() => setSent(true)} />
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">{t('suggest.intro')}</p>
            {!selected && <p className="text-sm text-slate-700">{t('suggest.tip')}</p>}
            <TextField
              label={t('suggest.search')}
              type="search"
              value={search}
              ref={searchRef}
              onChange={(event) => setSearch(event.target.value)}
            />
            {texts === 'loading' ? (
              <p role="status" className="text-sm text-slate-700">
                {t('suggest.loading')}
              </p>
            ) : texts === 'failed' ? (
              <Alert tone="error">{t('suggest.error.failed')}</Alert>
            ) : shown.length === 0 ? (
              <p role="status" className="text-sm text-slate-700">
                {t('suggest.empty')}
              </p>
            ) : (
              <ul className="max-h-[50vh] divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200">
                {shown.map((text) => (
                  <li key={text.key}>
                    <button
                      type="button"
                      onClick={() => setChosen(text)}
                      className="block w-full break-words p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
                    >
                      <span className="block text-sm text-slate-900">{text.current}</span>
                      <span lang="en" className="mt-0.5 block text-xs text-slate-600">
                        {text.english}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </dialog>
  );
}

const { suggestTranslation } = SUGGEST_REFUSALS;

function SuggestionForm({
  locale,
  text,
  onBack,
  onSent,
}: {
  locale: Locale;
  text: PageText;
  onBack: () => void;
  onSent: () => void;
}) {
  // What a visitor can fix before sending, in the dialog's words (the server checks it all again).
  const schema = useMemo(
    () =>
      z.object({
        text: z
          .string()
          .trim()
          .min(1, t('suggest.error.empty'))
          .max(SUGGESTION_LIMITS.text, t('suggest.error.tooLong', { max: SUGGESTION_LIMITS.text }))
          .refine((words) => keepsSlots(words, text.source), t('suggest.error.placeholders'))
          .refine((words) => words !== text.source, t('suggest.error.unchanged')),
        note: z
          .string()
          .trim()
          .max(SUGGESTION_LIMITS.note, t('suggest.error.noteTooLong', { max: SUGGESTION_LIMITS.note })),
      }),
    [text.source],
  );
  const form = useZodForm(schema, { defaultValues: { text: text.source, note: '' } });
  const { busy, failure, onSubmit } = useFormSubmit(
    form,
    async (input: z.output<typeof schema>) => {
      await call('suggestTranslation', { locale: locale as Exclude<Locale, 'en'>, messageId: text.key, ...input });
      onSent();
    },
    wordingOf(suggestTranslation, { fallback: 'suggest.error.failed' }),
  );
  // Chosen: the wording field is where the visitor goes next.
  const { ref: wordingRef, ...wording } = form.register('text');
  const wordingElement = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => wordingElement.current?.focus(), []);

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <dl className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="font-semibold text-slate-800">{t('suggest.english')}</dt>
        <dd lang="en" className="break-words text-slate-700">
          {text.english}
        </dd>
        <dt className="font-semibold text-slate-800">{t('suggest.current')}</dt>
        <dd className="break-words text-slate-700">{text.current}</dd>
      </dl>
      <TextAreaField
        label={t('suggest.yours')}
        hint={t('suggest.keep')}
        rows={3}
        {...wording}
        ref={(element: HTMLTextAreaElement | null) => {
          wordingRef(element);
          wordingElement.current = element;
        }}
        error={form.formState.errors.text?.message}
      />
      <TextAreaField label={t('suggest.note')} rows={2} {...form.register('note')} error={form.formState.errors.note?.message} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('suggest.back')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('suggest.send')}
        </Button>
      </div>
    </form>
  );
}
