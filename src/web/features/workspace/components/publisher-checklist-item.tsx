import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * PLACEHOLDER on branch i19-perf only, so the integrations checklist compiles: the publishing
 * helper's branch owns this file (eBay connected or not, with its one action) and replaces it.
 */
export function PublisherChecklistItem() {
  const { t } = useTranslation('workspace');
  return (
    <li className="flex flex-wrap items-center gap-3 p-2">
      <Store aria-hidden className="size-5 text-muted" />
      <span className="font-semibold">{t('sections.integrations.publishers.title')}</span>
    </li>
  );
}
