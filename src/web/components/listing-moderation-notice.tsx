import type { ListingModeration } from '@shared/moderation/listing-moderation.schema';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { paths } from '../lib/paths';
import { Alert } from './ui/alert';

/**
 * Issue 18: what the owner of a listing moderation restricted or removed reads on the listing's
 * page, with the way to the statement of reasons (and from there the objection). The API sends the
 * decision to the owner alone.
 */
export function ListingModerationNotice({ moderation }: { moderation: ListingModeration }) {
  const { t } = useTranslation('moderation');
  return (
    // A standing fact of the page, not news: announced politely, never interrupting.
    <Alert
      variant="warning"
      role="status"
      icon={<ShieldAlert />}
      title={t(`listingNotice.${moderation.kind}.title`)}
      actions={
        <Link
          to={paths.moderationDecision(moderation.decisionId)}
          className="font-semibold text-brand underline underline-offset-4"
        >
          {t('listingNotice.readStatement')}
        </Link>
      }
    >
      <p>{t(`listingNotice.${moderation.kind}.text`)}</p>
      <p className="text-muted">
        {t('listingNotice.decidedOn', { date: formatDate(moderation.decidedAt, currentLanguage()) })}
      </p>
    </Alert>
  );
}

/** The short "Why?" beside a listing's status in the seller's overview; its name says which listing. */
export function ListingModerationLink({
  moderation,
  listingTitle,
}: {
  moderation: ListingModeration;
  listingTitle: string;
}) {
  const { t } = useTranslation('moderation');
  return (
    <Link
      to={paths.moderationDecision(moderation.decisionId)}
      aria-label={t(`listingNotice.${moderation.kind}.whyLabel`, { title: listingTitle })}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand underline underline-offset-4"
    >
      <ShieldAlert aria-hidden className="size-4" />
      {t('listingNotice.why')}
    </Link>
  );
}
