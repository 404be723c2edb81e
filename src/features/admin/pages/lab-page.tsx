import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { CLASSIFIER_MAX_TEXT_LENGTH, classifyLegalNeed } from '@/domain/matching/legal-need-classifier';
import { Badge, Container, EmptyState, inputClasses } from '@/components/ui';

const EXAMPLES = [
  'My landlord wants me out and kept my deposit',
  'My ex stopped paying maintenance for the kids',
  'I was arrested last night and need bail',
  'A client owes my business R50 000 and will not pay',
];

/**
 * The operator's categorisation lab: type a problem the way a client would and see what the
 * wizard's own classifier makes of it, with the phrases that matched. Nothing is stored.
 */
export default function LabPage() {
  const id = useId();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const results = deferred.trim() ? classifyLegalNeed(deferred) : [];

  return (
    <Container className="py-8 sm:py-10">
      <p className="text-sm">
        <Link to="/admin-control" className="text-brand-700 underline">
          ← Control Panel
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-950">Categorisation Lab</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Type a legal problem in everyday words. The suggestions come from the same classifier and phrase list the matching wizard
        uses, so this is where to check how a new phrase will be understood. Nothing you type is saved.
      </p>

      <div className="mt-6 space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Describe the legal problem
        </label>
        <textarea
          id={id}
          rows={4}
          maxLength={CLASSIFIER_MAX_TEXT_LENGTH}
          className={inputClasses()}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. my landlord changed the locks and kept my deposit"
        />
        <div className="flex flex-wrap gap-2 pt-1" aria-label="Examples">
          {EXAMPLES.map((example) => (
            <button
              key={example}
              type="button"
              onClick={() => setText(example)}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-xs text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {example}
            </button>
          ))}
        </div>
      </div>

      <section aria-labelledby="lab-results" className="mt-8">
        <h2 id="lab-results" className="text-xl font-semibold text-brand-950">
          Suggested categories
        </h2>
        <div aria-live="polite" className="mt-3">
          {!deferred.trim() ? (
            <p className="text-sm text-slate-700">Suggestions appear as you type.</p>
          ) : results.length === 0 ? (
            <EmptyState title="No category recognised">Try other words, or add a phrase to the search phrase list.</EmptyState>
          ) : (
            <ol className="space-y-3">
              {results.map((r, i) => (
                <li
                  key={`${r.category.id}-${r.subcategory?.id ?? ''}`}
                  className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-slate-900">
                      <span className="sr-only">Suggestion {i + 1}: </span>
                      {r.category.name}
                      {r.subcategory && <> › {r.subcategory.name}</>}
                      {r.item && <> › {r.item.name}</>}
                    </p>
                    <Badge>Score {r.score}</Badge>
                  </div>
                  {r.matchedPhrases.length > 0 && (
                    <p className="mt-2 text-sm text-slate-700">
                      Matched:{' '}
                      {r.matchedPhrases.map((phrase) => (
                        <span
                          key={phrase}
                          className="mr-1.5 mb-1 inline-block rounded bg-accent-400/20 px-1.5 py-0.5 text-slate-900"
                        >
                          {phrase}
                        </span>
                      ))}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </Container>
  );
}
