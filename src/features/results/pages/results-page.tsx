import { useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Button, CheckboxField, Container, PageHeading, SelectField } from '@/components/ui';
import { leadPracticeArea } from '@/domain/leads/leads';
import { type ContactFirmState, type MatchedFirm, type ResultsState } from '@/domain/matching/contracts';
import { mayQualifyForLegalAid } from '@/domain/matching/legal-aid';
import { compareForResultsSort, type ResultsSortMode } from '@/domain/matching/score';
import { FirmCard } from '@/components/firm-card';
import { FirmReviews } from '@/components/review-card';
import { firmReviewsLoader } from '@/lib/firm-reviews';
import { LegalAidPanel } from '../components/legal-aid-panel';
import { translatedCardWords } from '../components/translated-card-words';
import { translatedReviewWords } from '../components/translated-review-words';
import { newSubmissionKey } from '@/lib/session-draft';
import { LocalizedMeta } from '@/components/localized-meta';
import { responsePromise } from '@/lib/i18n/response-promise';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';

const PROMINENT = 3;

export default function ResultsPage() {
  const state = useLocation().state as ResultsState | null;
  const navigate = useNavigate();
  const { locale, pathTo } = useLocale();
  const [sort, setSort] = useState<ResultsSortMode>('match');
  const [share, setShare] = useState(false);
  const sorted = useMemo(
    () => [...(state?.matches ?? [])].sort((a, b) => compareForResultsSort(a, b, sort)),
    [state?.matches, sort],
  );

  // Nothing to show without a search (a bookmark, a refresh in a new tab): start one.
  if (!state?.criteria || (!state.error && !state.topFirm && sorted.length === 0))
    return <Navigate to={pathTo('/matching')} replace />;

  const modify = () => navigate(pathTo('/matching'), { state: { criteria: state.criteria } });

  const cardWords = translatedCardWords(locale);
  const reviewWords = translatedReviewWords(locale);

  const getMatched = (firm: MatchedFirm) => {
    const next: ContactFirmState = {
      firm,
      searchCriteria: state.criteria,
      postToOpenLeads: share,
      province: state.criteria.location,
      practiceArea: leadPracticeArea(state.criteria),
      results: state,
      // Made once per choice of firm; the history entry keeps it through reloads and Back/Forward.
      idempotencyKey: newSubmissionKey(),
    };
    void navigate(pathTo('/contact-firm'), { state: next });
  };

  if (state.error) {
    return (
      <Container className="py-12">
        <LocalizedMeta page="results" />
        <PageHeading title={t('results.title')} />
        <Alert tone="error" title={state.error}>
          {t('results.errorBody')}
        </Alert>
        <Button className="mt-6" onClick={modify}>
          {t('results.modify')}
        </Button>
      </Container>
    );
  }

  // The firm that already has the request leads the list whatever the sort: it is the answer to the
  // search, and the client should see its card, not only its name in the banner.
  const others = state.topFirm ? sorted.filter((f) => f.id !== state.topFirm!.id) : sorted;
  const ranked = state.topFirm ? [state.topFirm, ...others] : others;
  const top = ranked.slice(0, PROMINENT);
  const more = ranked.slice(PROMINENT);
  const isRequested = (firm: MatchedFirm) => firm.id === state.topFirm?.id;
  const matchOf = (firm: MatchedFirm) => ({ score: firm.matchScore, reasons: firm.matchingReasons });
  const reviewsOf = (firm: MatchedFirm) => () => (
    <FirmReviews firmName={firm.firmName} load={firmReviewsLoader(firm.id)} words={reviewWords} />
  );
  // The firm that already has the client's request says so instead of offering to send it again.
  const actionFor = (firm: MatchedFirm) =>
    isRequested(firm) ? (
      <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-800">{t('results.requestedHere')}</p>
    ) : (
      <Button onClick={() => getMatched(firm)}>
        {t('results.getMatched')}
        <span className="sr-only">{t('results.getMatchedFirm', { firm: firm.firmName })}</span>
      </Button>
    );
  return (
    <Container className="py-10 sm:py-12">
      <LocalizedMeta page="results" />
      <PageHeading title={t('results.title')} lead={t('results.lead')} />
      {state.topFirm && (
        <Alert tone="success" title={t('results.sentTo', { firm: state.topFirm.firmName })} className="mb-6">
          {t('results.sentToBody', { score: state.topFirm.matchScore, email: state.criteria.email, promise: responsePromise() })}
        </Alert>
      )}
      {mayQualifyForLegalAid(state.incomeBand) && (
        <div className="mb-6">
          <LegalAidPanel province={state.criteria.location} locale={locale} />
        </div>
      )}
      <div className="mb-6 flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          label={t('results.sortBy')}
          value={sort}
          onChange={(e) => setSort(e.target.value as ResultsSortMode)}
          className="sm:w-56"
        >
          <option value="match">{t('results.sortMatch')}</option>
          <option value="rating">{t('results.sortRating')}</option>
        </SelectField>
        <Button variant="secondary" onClick={modify}>
          {t('results.modify')}
        </Button>
      </div>
      <CheckboxField
        label={t('results.share', { province: state.criteria.location })}
        checked={share}
        onChange={(e) => setShare(e.target.checked)}
      />
      <h2 className="mt-8 text-xl font-bold text-brand-950">{t('results.top')}</h2>
      <div className="mt-4 grid gap-5 lg:grid-cols-3">
        {top.map((firm) => (
          <FirmCard
            key={firm.id}
            firm={firm}
            match={matchOf(firm)}
            action={actionFor(firm)}
            moreDetails={reviewsOf(firm)}
            words={cardWords}
          />
        ))}
      </div>
      {top.length === 0 && <p className="mt-4 text-slate-700">{t('results.none')}</p>}
      {more.length > 0 && (
        <section className="mt-10" aria-labelledby="more-matches">
          <h2 id="more-matches" className="text-xl font-bold text-brand-950">
            {t('results.more')}
          </h2>
          <div className="mt-4 space-y-4">
            {more.map((firm) => (
              <FirmCard
                key={firm.id}
                firm={firm}
                layout="row"
                match={matchOf(firm)}
                action={actionFor(firm)}
                moreDetails={reviewsOf(firm)}
                words={cardWords}
              />
            ))}
          </div>
        </section>
      )}
    </Container>
  );
}
