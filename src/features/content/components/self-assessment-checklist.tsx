import { useId, useState } from 'react';
import { assessDivorceReadiness, SELF_ASSESSMENT_ITEMS } from '../data/self-assessment';

/** The need-lawyer article's checklist. Nothing is stored: it lives only in this page's state. */
export function SelfAssessmentChecklist() {
  const [checked, setChecked] = useState<readonly boolean[]>(SELF_ASSESSMENT_ITEMS.map(() => false));
  const id = useId();
  const outcome = assessDivorceReadiness(checked.filter(Boolean).length);
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-island="checklist"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-950">
        Self-assessment: could you manage without a lawyer?
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Tick every statement that is true for you. Your answers stay on this page and are not saved.
      </p>
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">Statements about your divorce</legend>
        {SELF_ASSESSMENT_ITEMS.map((item, i) => (
          <label key={item} className="flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4 rounded border-slate-400 text-brand-700"
              checked={checked[i]}
              onChange={(e) => setChecked((prev) => prev.map((v, j) => (j === i ? e.target.checked : v)))}
            />
            <span>{item}</span>
          </label>
        ))}
      </fieldset>
      <div role="status" className="mt-5 rounded-lg bg-white p-4 shadow-sm">
        <p className="font-semibold text-slate-900">{outcome.title}</p>
        <p className="mt-1 text-sm text-slate-700">{outcome.text}</p>
      </div>
    </section>
  );
}
