import { useLocation } from 'react-router';
import { QuickExit } from '@/components/quick-exit';
import { Container, PageHeading } from '@/components/ui';
import type { SearchCriteria } from '@/domain';
import { findSubcategory } from '@/domain/taxonomy';
import { RESPONSE_PROMISE } from '@/domain/brand';
import { MatchingWizard } from '../components/matching-wizard';
import { dataFromCriteria } from '../components/wizard-state';

export default function MatchingPage() {
  // 'Modify Search' on the results page comes back with the criteria, so nothing is typed twice.
  const criteria = (useLocation().state as { criteria?: SearchCriteria } | null)?.criteria;
  return (
    <Container className="py-10 sm:py-12">
      <QuickExit />
      <PageHeading
        title="Get Matched With a Lawyer"
        lead={`Five short steps. Free, with no obligation: a verified firm will contact you ${RESPONSE_PROMISE}.`}
      />
      <MatchingWizard initialData={dataFromCriteria(criteria, (id) => findSubcategory(id)?.name ?? '')} />
    </Container>
  );
}
