import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/toast/toast-store';
import { Checkbox } from '../../../../components/ui/checkbox';
import { publishToEbay, useEbayConnection } from '../../../../lib/marketplaces/ebay-connection';

/**
 * Issue 19 (ADR 073): "Also publish on eBay" beside the publish button, only when eBay is set up,
 * available to the seller and connected. Opt-in for every publish; unchecked by default.
 */
export function EbayPublishOption({
  isChecked,
  onCheckedChange,
}: {
  isChecked: boolean;
  onCheckedChange(isChecked: boolean): void;
}) {
  const { t } = useTranslation('marketplaces');
  const connection = useEbayConnection();
  const data = connection.data;
  if (!data?.configured || !data.available || data.status !== 'connected') return null;
  return (
    <Checkbox
      checked={isChecked}
      onCheckedChange={(state) => onCheckedChange(state === true)}
      label={t('editor.publishOnEbay')}
      description={t('editor.publishOnEbayHint')}
    />
  );
}

/**
 * After the listing is live here: queues its eBay job and says so. A refusal is shown, never
 * thrown: the listing is published here either way.
 */
export async function publishListingOnEbay(listingId: string, t: TFunction<'marketplaces'>): Promise<void> {
  try {
    const answer = await publishToEbay([listingId]);
    const result = answer.results[0];
    if (result?.outcome === 'queued') toast({ title: t('editor.queued'), variant: 'success' });
    else if (result?.error) {
      toast({
        title: t('editor.refused', {
          reason: t(`errors.${result.error.code}`, { defaultValue: result.error.message }),
        }),
        variant: 'warning',
      });
    }
  } catch {
    toast({ title: t('editor.refused', { reason: t('errors.MARKETPLACE_JOB_FAILED') }), variant: 'warning' });
  }
}
