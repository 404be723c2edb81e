import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingBlock } from '@/components/ui/layout';
import { readDraft } from '@/lib/session-draft';
import { FirstStep } from './first-step';
import { loadedFullWizard, loadFullWizard, loadWizardForStepTwo } from './load-full-wizard';
import { positionInUrl, searchFor } from './step-param';
import type { WizardData } from './wizard-state';

/** The first step was sent before the app took over, with the box ticked (first-step.tsx). */
const acceptedBeforeHydration = (search: string) => new URLSearchParams(search).has('legalTermsAccepted');
const hasCriteria = (initialData: Partial<WizardData> | undefined) => Boolean(initialData && Object.keys(initialData).length > 0);
// Any stored draft opens the full wizard, which parses it (a damaged one starts afresh there).
const hasDraft = () => readDraft('matching-wizard', (value) => value) !== null;
const prefetch = () => void loadWizardForStepTwo().catch(() => undefined);

/**
 * The matching wizard. Most people arrive at its first step, which needs no form library: a light
 * first step (first-step.tsx) shows it, the full wizard (full-wizard.tsx: react-hook-form, the
 * steps, the rules) is fetched on the first touch and mounted when Continue is pressed with the
 * terms accepted, with that answer, at ?step=2. A page opened past the first step (a reload on
 * ?step=N, a draft in this tab, 'Modify Search' criteria) goes straight to the full wizard. The
 * first render is always the light first step: it is what the page is prerendered with.
 */
export function MatchingWizard({ initialData }: { initialData?: Partial<WizardData> }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  const [handedOver, setHandedOver] = useState(false);
  const [Full, setFull] = useState(loadedFullWizard);
  const pastFirstStep =
    handedOver || (hydrated && (hasCriteria(initialData) || positionInUrl(location.search) > 0 || hasDraft()));
  const [opensPast, setOpensPast] = useState(false);
  // Once the full wizard shows, it stays (its own Back returns to its own first step).
  if (pastFirstStep && !opensPast) setOpensPast(true);

  useLayoutEffect(() => {
    if (opensPast && !Full)
      void loadFullWizard().then(
        (wizard) => setFull(() => wizard),
        () => undefined,
      );
  }, [opensPast, Full]);

  async function handOver(): Promise<boolean> {
    try {
      const wizard = await loadWizardForStepTwo();
      setFull(() => wizard);
      setHandedOver(true);
      // Location state ('Modify Search' criteria) stays on the entry, as the full wizard's moves keep it.
      void navigate({ search: searchFor(1) }, { state: location.state });
      return true;
    } catch {
      return false;
    }
  }

  if (opensPast) {
    const accepted = handedOver || acceptedBeforeHydration(location.search);
    return Full ? <Full initialData={accepted ? { ...initialData, legalTermsAccepted: true } : initialData} /> : <LoadingBlock />;
  }
  return <FirstStep prefetch={prefetch} onAccepted={handOver} />;
}
