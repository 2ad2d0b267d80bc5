import type { DraftSnapshot, ListingDraftFields } from '@shared/listings/listing-editor.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { formatPrice } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { categoryShortName, categoryTrailNames } from '../../create/draft-preview-format';
import {
  chooseSide,
  conflictingFields,
  defaultMergeChoices,
  type FieldKey,
  type MergeChoices,
  mergeSnapshots,
} from '../conflict-merge';
import type { DraftConflict } from '../draft-sync';

export type ConflictResolution =
  | { kind: 'mine' }
  | { kind: 'theirs'; snapshot: DraftSnapshot }
  | { kind: 'merge'; snapshot: DraftSnapshot };

function useDisplayValue() {
  const { t } = useTranslation('listing-editor');
  const language = currentLanguage();
  return (key: FieldKey, fields: ListingDraftFields): string => {
    const value = fields[key];
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
      return t('conflict.empty');
    if (key === 'priceValue' || key === 'sameDayPrice' || key === 'minimumOffer')
      return formatPrice(value as number, language);
    if (key === 'condition') return t(`conditions.${value as string}`);
    if (key === 'priceKind') return t(`fields.priceKinds.${fields.priceKind}.label`);
    if (key === 'categoryId') return categoryShortName(fields.categoryId, undefined, language);
    if (key === 'categoryPath') {
      return categoryTrailNames(fields.categoryPath, undefined, language)
        .map((entry) => entry.name)
        .join(' › ');
    }
    if (typeof value === 'boolean') return value ? t('conflict.yes') : t('conflict.no');
    if (key === 'shippingOptions') {
      return fields.shippingOptions
        .map((option) => `${t(`carriers.${option.carrier}`)} ${formatPrice(option.price, language)}`)
        .join(', ');
    }
    if (key === 'mediaIds') return t('conflict.photos', { count: fields.mediaIds.length });
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'object') {
      return Object.entries(value)
        .map(([name, item]) => `${name}: ${Array.isArray(item) ? item.join(', ') : String(item)}`)
        .join('; ');
    }
    return String(value);
  };
}

/**
 * Spec §8 "Konflikt beim Speichern": this tab's copy beside the server's, for the fields that differ;
 * keep mine, take theirs, or choose per field.
 */
export function ConflictDialog({
  conflict,
  mine,
  base,
  onResolve,
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  /** Closing leaves the conflict open; the save status offers to resolve it later. */
  onOpenChange(isOpen: boolean): void;
  conflict: DraftConflict;
  mine: DraftSnapshot;
  base: ListingDraftFields | null;
  onResolve(resolution: ConflictResolution): void;
}) {
  const { t } = useTranslation('listing-editor');
  const { t: tCommon } = useTranslation();
  const display = useDisplayValue();
  const theirs = conflict.snapshot;
  const keys = conflictingFields(mine.fields, theirs.fields);
  const [choices, setChoices] = useState<MergeChoices>(() =>
    defaultMergeChoices(mine.fields, theirs.fields, base),
  );
  const [isMerging, setIsMerging] = useState(false);

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title={t('conflict.title')}
        description={tCommon('errors.VERSION_CONFLICT')}
        onInteractOutside={(event) => event.preventDefault()}
        data-testid="conflict-dialog"
        footer={
          isMerging ? (
            <>
              <Button variant="ghost" onClick={() => setIsMerging(false)}>
                {t('conflict.back')}
              </Button>
              <Button
                onClick={() => onResolve({ kind: 'merge', snapshot: mergeSnapshots(mine, theirs, choices) })}
              >
                {t('conflict.saveMerged')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => onResolve({ kind: 'theirs', snapshot: theirs })}>
                {t('conflict.takeTheirs')}
              </Button>
              {keys.length > 0 && (
                <Button variant="outline" onClick={() => setIsMerging(true)}>
                  {t('conflict.merge')}
                </Button>
              )}
              <Button onClick={() => onResolve({ kind: 'mine' })}>{t('conflict.keepMine')}</Button>
            </>
          )
        }
      >
        <div className="grid max-h-[55dvh] gap-3 overflow-y-auto px-6 pb-2">
          <p className="text-sm text-muted">{t('conflict.intro', { version: conflict.serverVersion })}</p>
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pe-3">
                  {t('conflict.field')}
                </th>
                <th scope="col" className="py-2 pe-3">
                  {t('conflict.mine')}
                </th>
                <th scope="col" className="py-2">
                  {t('conflict.theirs')}
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => {
                const name = `conflict-${key}`;
                const label = t(`conflict.fields.${key}`);
                return (
                  <tr key={key} className="border-b border-line align-top last:border-b-0">
                    <th scope="row" className="py-2 pe-3 font-medium">
                      {label}
                    </th>
                    {(['mine', 'theirs'] as const).map((side) => {
                      const fields = side === 'mine' ? mine.fields : theirs.fields;
                      return (
                        <td key={side} className="py-2 pe-3 break-words">
                          {isMerging ? (
                            <label className="flex items-start gap-2">
                              <input
                                type="radio"
                                name={name}
                                className="mt-1 accent-brand"
                                checked={choices[key] === side}
                                onChange={() => setChoices((previous) => chooseSide(previous, key, side))}
                                aria-label={t(side === 'mine' ? 'conflict.useMine' : 'conflict.useTheirs', {
                                  field: label,
                                })}
                              />
                              <span className="line-clamp-4">{display(key, fields)}</span>
                            </label>
                          ) : (
                            <span className="line-clamp-4">{display(key, fields)}</span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </DialogContent>
    </Dialog>
  );
}
