import { normalizeSavedSearchParams } from '@shared/saved-searches/saved-search.schema';
import { type SearchParams, serializeSearchParams } from '@shared/search/search-params';
import { Bookmark } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog';
import { useSavedSearches } from '../use-saved-searches';
import { SaveSearchDialog } from './save-search-dialog';

/** Spec §2 search: "Save search" for the current params; disabled with a hint when there are none. */
export function SaveSearchButton({ params, className }: { params: SearchParams; className?: string }) {
  const { t } = useTranslation('saved-searches');
  const store = useSavedSearches();
  const [isOpen, setIsOpen] = useState(false);
  const hintId = useId();
  const savedParams = useMemo(
    () => normalizeSavedSearchParams(Object.fromEntries(serializeSearchParams(params))),
    [params],
  );
  const isEmpty = Object.keys(savedParams).length === 0;

  if (isEmpty) {
    return (
      <div className={cn('flex flex-wrap items-center gap-2', className)}>
        <Button variant="outline" leadingIcon={<Bookmark />} disabled aria-describedby={hintId}>
          {t('button.save')}
        </Button>
        <p id={hintId} className="text-xs text-muted">
          {t('button.emptyHint')}
        </p>
      </div>
    );
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" leadingIcon={<Bookmark />} className={className}>
          {t('button.save')}
        </Button>
      </DialogTrigger>
      {isOpen && <SaveSearchDialog params={savedParams} store={store} onClose={() => setIsOpen(false)} />}
    </Dialog>
  );
}
