import { listingStatuses } from '@shared/listings/listing.schema';
import { listingChannelStatuses, marketplaceChannels } from '@shared/marketplaces/marketplace.schema';
import { sellerListingSorts } from '@shared/seller-listings/seller-listings.schema';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { cn } from '../../../../components/ui/cn';
import { fieldBaseClasses, fieldSizeClasses } from '../../../../components/ui/field-styles';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import type { OverviewFilters } from '../overview-filters';

const selectClasses = cn(fieldBaseClasses, fieldSizeClasses.md);

export function OverviewFiltersBar({
  filters,
  onChange,
}: {
  filters: OverviewFilters;
  onChange: (next: OverviewFilters) => void;
}) {
  const { t } = useTranslation('workspace');
  const statusLegendId = useId();
  const [search, setSearch] = useState(filters.q);
  const debouncedSearch = useDebouncedValue(search, 300);

  // Typing updates the URL after a pause; a changed URL (back button) updates the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text triggers this.
  useEffect(() => {
    if (debouncedSearch.trim() !== filters.q.trim()) onChange({ ...filters, q: debouncedSearch });
  }, [debouncedSearch]);
  useEffect(() => {
    setSearch((current) => (current.trim() === filters.q.trim() ? current : filters.q));
  }, [filters.q]);

  const toggleStatus = (status: (typeof listingStatuses)[number], isOn: boolean) =>
    onChange({
      ...filters,
      statuses: isOn ? [...filters.statuses, status] : filters.statuses.filter((item) => item !== status),
    });

  const channelName = (channel: string) => t(`overview.channel.${channel}`);
  return (
    <search
      aria-label={t('overview.filters.label')}
      className="grid gap-4 rounded-card border border-line bg-surface p-4"
    >
      <form
        className="grid gap-4 md:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, q: search });
        }}
      >
        <FormField label={t('overview.filters.search')} className="md:col-span-2">
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={100}
            leadingIcon={<Search className="size-4" />}
          />
        </FormField>
        <FormField label={t('overview.filters.marketplace')}>
          <select
            className={selectClasses}
            value={filters.marketplace}
            onChange={(event) =>
              onChange({ ...filters, marketplace: event.target.value as OverviewFilters['marketplace'] })
            }
          >
            <option value="">{t('overview.filters.anyMarketplace')}</option>
            {marketplaceChannels.map((channel) => (
              <optgroup key={channel} label={channelName(channel)}>
                <option value={channel}>
                  {t('overview.filters.onChannel', { channel: channelName(channel) })}
                </option>
                <option value={`${channel}:none`}>{t('overview.filters.onlyHere')}</option>
                {listingChannelStatuses.map((state) => (
                  <option key={state} value={`${channel}:${state}`}>
                    {t('overview.filters.channelState', {
                      channel: channelName(channel),
                      state: t(`overview.channelStatus.${state}`),
                    })}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
        <FormField label={t('overview.filters.sort')}>
          <select
            className={selectClasses}
            value={filters.sort}
            onChange={(event) =>
              onChange({ ...filters, sort: event.target.value as OverviewFilters['sort'] })
            }
          >
            {sellerListingSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`overview.sort.${sort}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('overview.filters.createdFrom')}>
          <Input
            type="date"
            value={filters.createdFrom}
            onChange={(event) => onChange({ ...filters, createdFrom: event.target.value })}
          />
        </FormField>
        <FormField label={t('overview.filters.createdTo')}>
          <Input
            type="date"
            value={filters.createdTo}
            onChange={(event) => onChange({ ...filters, createdTo: event.target.value })}
          />
        </FormField>
        <fieldset aria-labelledby={statusLegendId} className="grid gap-2 md:col-span-2">
          <legend id={statusLegendId} className="mb-1 text-sm font-semibold">
            {t('overview.filters.status')}
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {listingStatuses.map((status) => (
              <Checkbox
                key={status}
                label={t(`overview.status.${status}`)}
                checked={filters.statuses.includes(status)}
                onCheckedChange={(checked) => toggleStatus(status, checked === true)}
              />
            ))}
          </div>
        </fieldset>
      </form>
      <div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setSearch('');
            onChange({
              q: '',
              statuses: [],
              marketplace: '',
              createdFrom: '',
              createdTo: '',
              sort: 'updated',
            });
          }}
        >
          {t('overview.filters.reset')}
        </Button>
      </div>
    </search>
  );
}
