import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { allowedAvailabilityChanges } from '@shared/listings/listing-status';
import { Archive, BadgeCheck, Bookmark, BookmarkX, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../../components/toast/toast-store';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { describeApiError } from '../../../../lib/api';
import { paths } from '../../../../lib/paths';
import { useArchiveListing } from '../../api/archive-listing';
import { useChangeListingAvailability } from '../../api/change-listing-availability';
import { useOpenListingEdit } from '../../api/open-listing-edit';
import { ShareButton } from './share-button';

type OwnerListing = Pick<ListingDetail, 'id' | 'title' | 'availability' | 'moderation'>;

/**
 * A removed listing cannot go live again (ADR 065), so editing it leads nowhere; a restricted one
 * is fixed by editing it.
 */
export const canEditOwnListing = (listing: OwnerListing) =>
  listing.availability !== 'sold' && listing.moderation?.kind !== 'removed';
type Confirmation = 'sold' | 'archive';

/** Opens the listing's edit draft in the editor; saving and publishing update the listing in place (ADR 038). */
export function EditListingButton({ listing, className }: { listing: OwnerListing; className?: string }) {
  const { t } = useTranslation('listing-detail');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const openEdit = useOpenListingEdit(listing.id);
  const edit = () =>
    openEdit.mutate(undefined, {
      onSuccess: (draft) => void navigate(`${paths.sell}?draft=${draft.id}`),
      onError: (error) => toast({ title: describeApiError(error, tCommon), variant: 'danger' }),
    });
  return (
    <Button
      size="lg"
      leadingIcon={<Pencil aria-hidden />}
      isLoading={openEdit.isPending}
      onClick={edit}
      className={className}
    >
      {t('owner.edit')}
    </Button>
  );
}

/**
 * What the owner sees instead of the buyer's buttons: edit, reserve or unreserve, mark as sold and
 * archive, as far as `listing-status.ts` allows from where the listing is. A listing moderation
 * restricted is not on sale, so it offers no availability changes.
 */
export function OwnerControls({ listing }: { listing: OwnerListing }) {
  const { t } = useTranslation('listing-detail');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const availability = useChangeListingAvailability(listing.id);
  const archive = useArchiveListing(listing.id);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const allowed = listing.moderation
    ? []
    : allowedAvailabilityChanges('PUBLISHED', listing.availability, 'seller');
  const fail = (error: Error) => toast({ title: describeApiError(error, tCommon), variant: 'danger' });

  const changeTo = (to: 'available' | 'reserved' | 'sold') =>
    availability.mutate(to, {
      onSuccess: () => {
        setConfirmation(null);
        toast({ title: t(`owner.done.${to}`), variant: 'success' });
      },
      onError: fail,
    });
  const archiveNow = () =>
    archive.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('owner.done.archived'), variant: 'success' });
        void navigate(paths.workspace);
      },
      onError: fail,
    });

  return (
    <section
      aria-labelledby="listing-owner-title"
      className="space-y-3 rounded-card border border-brand/30 bg-brand-soft/40 p-4"
    >
      <h2 id="listing-owner-title" className="font-bold">
        {t('owner.title')}
      </h2>
      {!listing.moderation && (
        <p className="text-sm text-muted">{t(`owner.state.${listing.availability}`)}</p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {canEditOwnListing(listing) && <EditListingButton listing={listing} className="max-lg:hidden" />}
        {allowed.includes('reserved') && (
          <Button
            variant="outline"
            size="lg"
            leadingIcon={<Bookmark aria-hidden />}
            isLoading={availability.isPending && availability.variables === 'reserved'}
            onClick={() => changeTo('reserved')}
          >
            {t('owner.reserve')}
          </Button>
        )}
        {allowed.includes('available') && (
          <Button
            variant="outline"
            size="lg"
            leadingIcon={<BookmarkX aria-hidden />}
            isLoading={availability.isPending && availability.variables === 'available'}
            onClick={() => changeTo('available')}
          >
            {t('owner.unreserve')}
          </Button>
        )}
        {allowed.includes('sold') && (
          <Button
            variant="outline"
            size="lg"
            leadingIcon={<BadgeCheck aria-hidden />}
            onClick={() => setConfirmation('sold')}
          >
            {t('owner.markSold')}
          </Button>
        )}
        <Button
          variant="outline"
          size="lg"
          leadingIcon={<Archive aria-hidden />}
          onClick={() => setConfirmation('archive')}
        >
          {t('owner.archive')}
        </Button>
        <ShareButton title={listing.title} />
      </div>
      <Dialog open={confirmation !== null} onOpenChange={(isOpen) => !isOpen && setConfirmation(null)}>
        {confirmation && (
          <DialogContent
            size="sm"
            title={t(`owner.confirm.${confirmation}.title`)}
            description={t(`owner.confirm.${confirmation}.text`)}
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="outline">{t('owner.confirm.cancel')}</Button>
                </DialogClose>
                <Button
                  isLoading={availability.isPending || archive.isPending}
                  onClick={() => (confirmation === 'sold' ? changeTo('sold') : archiveNow())}
                >
                  {t(`owner.confirm.${confirmation}.action`)}
                </Button>
              </>
            }
          />
        )}
      </Dialog>
    </section>
  );
}
