import { reviewCommentMaxLength, reviewTitleMaxLength } from '@shared/reviews/review.schema';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api';
import { useCreateReview } from '../../lib/reviews/api/create-review';
import { toast } from '../toast/toast-store';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Textarea } from '../ui/textarea';
import { StarRatingInput } from './star-rating-input';

export interface ReviewFormDialogProps {
  orderId: string;
  sellerName: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ReviewFormValues {
  rating: number | null;
  title: string;
  comment: string;
  isAnonymous: boolean;
}

export type ReviewFormErrors = Partial<Record<'rating' | 'title' | 'comment', 'required' | 'tooLong'>>;

/** The same limits as the server's schema, checked before sending so the answer is immediate. */
export function checkReviewForm(values: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (values.rating === null) errors.rating = 'required';
  if (values.title.trim().length > reviewTitleMaxLength) errors.title = 'tooLong';
  if (values.comment.trim().length > reviewCommentMaxLength) errors.comment = 'tooLong';
  return errors;
}

const formId = 'review-form';
const emptyValues: ReviewFormValues = { rating: null, title: '', comment: '', isAnonymous: false };

/**
 * Spec §5 review form, opened from a completed order: stars (required), optional title and
 * comment, anonymous or not. A failed submit keeps everything typed and says why; a second submit
 * of the same order is answered by the server with "already reviewed".
 */
export function ReviewFormDialog({ orderId, sellerName, isOpen, onOpenChange }: ReviewFormDialogProps) {
  const { t } = useTranslation('reviews');
  const { t: tCommon } = useTranslation();
  const createReview = useCreateReview();
  const [values, setValues] = useState<ReviewFormValues>(emptyValues);
  const [errors, setErrors] = useState<ReviewFormErrors>({});

  const change = <Key extends keyof ReviewFormValues>(key: Key, value: ReviewFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkReviewForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || values.rating === null) return;
    createReview.mutate(
      {
        orderId,
        review: {
          rating: values.rating,
          title: values.title.trim() || null,
          comment: values.comment.trim() || null,
          isAnonymous: values.isAnonymous,
        },
      },
      {
        onSuccess: () => {
          toast({ title: t('form.published'), variant: 'success' });
          setValues(emptyValues);
          onOpenChange(false);
        },
      },
    );
  };

  const tooLong = (max: number) => t('form.tooLong', { max });
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        size="md"
        title={t('form.title', { name: sellerName })}
        description={t('form.description')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('form.cancel')}</Button>
            </DialogClose>
            <Button type="submit" form={formId} isLoading={createReview.isPending}>
              {t('form.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
          <StarRatingInput
            label={t('form.rating')}
            value={values.rating}
            onChange={(rating) => change('rating', rating)}
            error={errors.rating ? t('form.ratingRequired') : undefined}
          />
          <FormField
            label={t('form.reviewTitle')}
            isOptional
            error={errors.title ? tooLong(reviewTitleMaxLength) : undefined}
          >
            <Input value={values.title} onChange={(event) => change('title', event.target.value)} />
          </FormField>
          <FormField
            label={t('form.comment')}
            isOptional
            error={errors.comment ? tooLong(reviewCommentMaxLength) : undefined}
          >
            <Textarea
              rows={4}
              value={values.comment}
              onChange={(event) => change('comment', event.target.value)}
            />
          </FormField>
          <Checkbox
            label={t('form.anonymous')}
            description={t('form.anonymousHint')}
            checked={values.isAnonymous}
            onCheckedChange={(checked) => change('isAnonymous', checked === true)}
          />
          {createReview.isError && (
            <Alert variant="danger" title={t('form.failed')}>
              {describeApiError(createReview.error, tCommon)}
            </Alert>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
