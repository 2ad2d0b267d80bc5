import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { describeApiError } from '../../../../lib/api';
import { usePricingInsight } from '../api/get-pricing-insight';
import { PriceFeedbackForm } from './price-feedback-form';
import { feeBreakdownFor } from './price-fees';
import { PriceInput } from './price-input';
import {
  ComparablesSection,
  FeesSection,
  type HeadingLevel,
  RationaleSection,
  SuggestionSection,
} from './price-insight-sections';

export interface PricePanelProps {
  /** null until the draft is first saved; the insight is computed from the server's copy. */
  draftId: string | null;
  /** The saved version; a new one refetches the insight. */
  draftVersion: number | null;
  priceValue: number | null;
  onPriceChange(price: number): void;
  priceInputId: string;
  error?: string;
  /** The draft's category: fees follow the typed price locally, and price feedback needs it. */
  categoryId?: string;
  /** Level of the panel's section headings; default 3 (inside the editor's h2 section). */
  headingLevel?: HeadingLevel;
}

/** Spec §2/§3: the price field with the AI suggestion, nudges, comparables, fees and feedback. */
export function PricePanel({
  draftId,
  draftVersion,
  priceValue,
  onPriceChange,
  priceInputId,
  error,
  categoryId,
  headingLevel = 3,
}: PricePanelProps) {
  const { t } = useTranslation('listing-fields');
  const { t: tCommon } = useTranslation('common');
  const insightQuery = usePricingInsight(draftId, draftVersion);
  const insight = insightQuery.data;
  const breakdown = feeBreakdownFor(priceValue ?? insight?.suggestion ?? null, categoryId, insight);

  const renderInsight = () => {
    if (draftId === null) return <p className="text-sm text-muted">{t('price.noDraft')}</p>;
    if (insightQuery.isPending) {
      return (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t('price.loading')}</span>
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      );
    }
    if (!insight) {
      return (
        <Alert
          variant="danger"
          title={t('price.failed')}
          actions={
            <Button variant="outline" size="sm" onClick={() => insightQuery.refetch()}>
              {t('price.retry')}
            </Button>
          }
        >
          {describeApiError(insightQuery.error, tCommon)}
        </Alert>
      );
    }
    return (
      <div className="grid gap-6" aria-busy={insightQuery.isFetching || undefined}>
        <SuggestionSection
          insight={insight}
          priceValue={priceValue}
          onPriceChange={onPriceChange}
          headingLevel={headingLevel}
        />
        <ComparablesSection insight={insight} headingLevel={headingLevel} />
        <RationaleSection insight={insight} headingLevel={headingLevel} />
        {insight.suggestion !== null && categoryId && (
          <PriceFeedbackForm
            draftId={draftId}
            categoryId={categoryId}
            suggestion={insight.suggestion}
            chosenPrice={priceValue}
            headingLevel={headingLevel}
          />
        )}
      </div>
    );
  };

  return (
    <div className="grid gap-6">
      <PriceInput id={priceInputId} value={priceValue} onValueChange={onPriceChange} error={error} />
      {breakdown && <FeesSection breakdown={breakdown} headingLevel={headingLevel} />}
      {renderInsight()}
    </div>
  );
}
