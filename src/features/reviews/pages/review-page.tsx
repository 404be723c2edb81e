import { useState } from 'react';
import { useLocation } from 'react-router';
import { ContactUsText } from '@/components/contact-us-text';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Container,
  FirmLogo,
  LoadingBlock,
  PageHeading,
  TextAreaField,
  useZodForm,
} from '@/components/ui';
import {
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  reviewFormSchema,
  reviewTokenSchema,
  type GetReviewInviteResult,
} from '@/domain/reviews/reviews';
import { fieldOf } from '@/lib/callable';
import { LocalizedMeta } from '@/components/localized-meta';
import { refusalWording } from '@/lib/i18n/refusals';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';
import { useFormSubmit } from '@/lib/use-form-submit';
import { submitReview, useReviewInvite } from '../api/review-invite';
import { StarRatingInput } from '../components/star-rating-input';
import { reviewFieldMessage, reviewMessageKey } from '../review-messages';

/**
 * The client's review of a firm that answered their request (link in the review invite email).
 * Opening the link changes nothing; the single-use token is spent only when the review is sent.
 * In the client's language (`/zu/review`): the invite links here with the lead's locale.
 */
export default function ReviewPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const valid = reviewTokenSchema.safeParse(token).success;
  return (
    <Container className="py-12">
      <LocalizedMeta page="review" />
      {valid ? (
        <ReviewInvite token={token} />
      ) : (
        <>
          <PageHeading title={t('review.title')} />
          <Alert tone="error">{t('server.review.incompleteLink')}</Alert>
        </>
      )}
    </Container>
  );
}

function ReviewInvite({ token }: { token: string }) {
  const lookup = useReviewInvite(token);
  const { pathTo } = useLocale();
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  if (done) {
    return (
      <>
        <PageHeading title={t('review.thanksTitle')} />
        <Alert tone="success">{t('review.thanks', { firm: done })}</Alert>
        <div className="mt-6">
          <ButtonLink to={pathTo('/')} variant="secondary">
            {t('common.home')}
          </ButtonLink>
        </div>
      </>
    );
  }
  if (lookup.state === 'loading') return <LoadingBlock label={t('common.checkingLink')} />;
  if (lookup.state === 'error' || refused) {
    return (
      <>
        <PageHeading title={t('review.title')} />
        <Alert tone="error">
          <ContactUsText text={refused ?? (lookup.state === 'error' ? lookup.message : '')} />
        </Alert>
      </>
    );
  }
  return <ReviewForm token={token} invite={lookup.invite} onDone={setDone} onRefused={setRefused} />;
}

function ReviewForm({
  token,
  invite,
  onDone,
  onRefused,
}: {
  token: string;
  invite: GetReviewInviteResult;
  onDone: (firmName: string) => void;
  onRefused: (message: string) => void;
}) {
  const form = useZodForm(reviewFormSchema, { defaultValues: { text: '' } });
  const rating = form.watch('rating');
  const text = form.watch('text') ?? '';
  const { errors, isSubmitted } = form.formState;
  const {
    busy,
    failure: error,
    onSubmit,
  } = useFormSubmit(
    form,
    async (review: { rating: number; text: string }) => {
      const result = await submitReview(token, review);
      onDone(result.firmName);
    },
    {
      ...refusalWording('submitReview', { messageKey: reviewMessageKey }),
      // A link that is used up or expired meanwhile ends the page rather than the form.
      onError: (e, message) => {
        if (fieldOf(e) !== 'token') return false;
        onRefused(message);
        return true;
      },
    },
  );

  return (
    <>
      <PageHeading title={t('review.question', { firm: invite.firmName })} lead={t('review.lead')} />
      <Card className="max-w-3xl">
        <div className="mb-5 flex items-center gap-3">
          <FirmLogo name={invite.firmName} />
          <p className="text-lg font-bold [overflow-wrap:anywhere] text-brand-950">{invite.firmName}</p>
        </div>
        <form className="space-y-5" noValidate onSubmit={onSubmit}>
          <StarRatingInput
            value={rating}
            onChange={(stars) => form.setValue('rating', stars, { shouldValidate: isSubmitted })}
            error={reviewFieldMessage(errors.rating?.message)}
          />
          <TextAreaField
            label={t('review.textLabel')}
            rows={6}
            maxLength={REVIEW_TEXT_MAX + 100}
            hint={t('review.textHint', { count: text.trim().length, max: REVIEW_TEXT_MAX, min: REVIEW_TEXT_MIN })}
            {...form.register('text')}
            error={reviewFieldMessage(errors.text?.message)}
          />
          {error && (
            <Alert tone="error">
              <ContactUsText text={error} />
            </Alert>
          )}
          <p className="text-sm text-slate-700">{t('review.once')}</p>
          <Button type="submit" busy={busy}>
            {t('review.send')}
          </Button>
        </form>
      </Card>
    </>
  );
}
