import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

/** Below md the filters take the whole screen; the URL updates live, so closing is all "apply" needs. */
export function FiltersDialog({ activeCount, ...panelProps }: FilterPanelProps & { activeCount: number }) {
  const { t } = useTranslation('search');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          leadingIcon={<SlidersHorizontal aria-hidden />}
          className="md:hidden"
        >
          {t('filters.open', { count: activeCount })}
        </Button>
      </DialogTrigger>
      <DialogContent
        variant="fullscreen"
        title={t('filters.title')}
        footer={
          <DialogClose asChild>
            <Button isFullWidth>{t('filters.showResults')}</Button>
          </DialogClose>
        }
      >
        <FilterPanel {...panelProps} />
      </DialogContent>
    </Dialog>
  );
}
