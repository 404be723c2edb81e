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
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  reviewFormSchema,
  reviewTokenSchema,
  type GetReviewInviteResult,
} from '@/domain/reviews/reviews';
import { fieldOf } from '@/lib/callable';
import { useFormSubmit } from '@/lib/use-form-submit';
import { submitReview, useReviewInvite } from '../api/review-invite';
import { StarRatingInput } from '../components/star-rating-input';

const INCOMPLETE_LINK = 'This review link is incomplete. Please open it again from the email we sent you.';
const TITLE = 'Review a law firm';

/**
 * The client's review of a firm that answered their request (link in the review invite email).
 * Opening the link changes nothing; the single-use token is spent only when the review is sent.
 */
export default function ReviewPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const valid = reviewTokenSchema.safeParse(token).success;
  return (
    <Container className="py-12">
      {valid ? (
        <ReviewInvite token={token} />
      ) : (
        <>
          <PageHeading title={TITLE} />
          <Alert tone="error">{INCOMPLETE_LINK}</Alert>
        </>
      )}
    </Container>
  );
}

function ReviewInvite({ token }: { token: string }) {
  const lookup = useReviewInvite(token);
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  if (done) {
    return (
      <>
        <PageHeading title="Thank you for your review" />
        <Alert tone="success">{REVIEW_MESSAGES.thanks(done)}</Alert>
        <div className="mt-6">
          <ButtonLink to="/" variant="secondary">
            Home
          </ButtonLink>
        </div>
      </>
    );
  }
  if (lookup.state === 'loading') return <LoadingBlock label="Checking your link..." />;
  if (lookup.state === 'error' || refused) {
    return (
      <>
        <PageHeading title={TITLE} />
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
      <PageHeading
        title={`How was ${invite.firmName}?`}
        lead="You sent a request through us and this firm responded. Your review helps other people choose a lawyer."
      />
      <Card className="max-w-3xl">
        <div className="mb-5 flex items-center gap-3">
          <FirmLogo name={invite.firmName} />
          <p className="text-lg font-bold [overflow-wrap:anywhere] text-brand-950">{invite.firmName}</p>
        </div>
        <form className="space-y-5" noValidate onSubmit={onSubmit}>
          <StarRatingInput
            value={rating}
            onChange={(stars) => form.setValue('rating', stars, { shouldValidate: isSubmitted })}
            error={errors.rating?.message}
          />
          <TextAreaField
            label="Your review"
            rows={6}
            maxLength={REVIEW_TEXT_MAX + 100}
            hint={`${text.trim().length} of ${REVIEW_TEXT_MAX} characters (at least ${REVIEW_TEXT_MIN}). Shown with your rating, the date and "${REVIEW_MESSAGES.verifiedClient}"; never your name or contact details.`}
            {...form.register('text')}
            error={errors.text?.message}
          />
          {error && (
            <Alert tone="error">
              <ContactUsText text={error} />
            </Alert>
          )}
          <p className="text-sm text-slate-700">
            You can review this firm once. The link stops working after you send your review.
          </p>
          <Button type="submit" busy={busy}>
            Send review
          </Button>
        </form>
      </Card>
    </>
  );
}
