import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { QuickExit } from '@/components/quick-exit';
import { Container, LoadingBlock, PageHeading } from '@/components/ui/layout';
import type { SearchCriteria } from '@/domain/matching/criteria';
import { MatchingWizard } from '../components/matching-wizard';
import { loadWizardRules } from '../components/wizard-rules';
import type { WizardData } from '../components/wizard-state';
import { LocalizedMeta } from '@/components/localized-meta';
import { responsePromise } from '@/lib/i18n/response-promise';
import { t } from '@/lib/i18n/runtime';

export default function MatchingPage() {
  // 'Modify Search' on the results page comes back with the criteria, so nothing is typed twice.
  // Their need is named from the taxonomy, which comes with the wizard's rules (not with the page).
  const criteria = (useLocation().state as { criteria?: SearchCriteria } | null)?.criteria;
  const [initialData, setInitialData] = useState<Partial<WizardData> | null>(() => (criteria ? null : {}));
  useEffect(() => {
    if (!criteria) return;
    // The wizard's state module (and the taxonomy it reads) is not on the page's first load either.
    void import('../components/wizard-state').then(
      ({ dataFromCriteria }) =>
        loadWizardRules().then(
          (rules) => setInitialData(dataFromCriteria(criteria, (id) => rules.findSubcategory(id)?.name ?? '')),
          () => setInitialData(dataFromCriteria(criteria, () => '')),
        ),
      // Offline for a moment: the wizard starts afresh rather than waiting for ever.
      () => setInitialData({}),
    );
    // Once: the criteria the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Container className="py-10 sm:py-12">
      <LocalizedMeta page="matching" />
      <QuickExit hint={t('quickExit.hint')} label={t('quickExit.button')} />
      <PageHeading title={t('wizard.title')} lead={t('wizard.lead', { promise: responsePromise() })} />
      {initialData ? <MatchingWizard initialData={initialData} /> : <LoadingBlock />}
    </Container>
  );
}
