import type { TrustBadges as TrustBadgesData } from '@shared/listings/listing-detail.schema';
import { Award, BadgeCheck, IdCard, KeyRound, MailCheck, Star, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const badgeIcons: Record<keyof TrustBadgesData, typeof Award> = {
  emailVerified: MailCheck,
  profileComplete: UserCheck,
  twoFactorEnabled: KeyRound,
  topSeller: Award,
  identityVerified: IdCard,
  reviewHighlight: Star,
};

/** Only the badges the seller has earned; an empty list says nothing rather than "no". */
export function TrustBadges({ badges }: { badges: TrustBadgesData }) {
  const { t } = useTranslation('listing-detail');
  const earned = (Object.keys(badgeIcons) as Array<keyof TrustBadgesData>).filter((key) => badges[key]);
  if (earned.length === 0) return null;
  return (
    <section aria-labelledby="listing-trust-title" className="space-y-3">
      <h2 id="listing-trust-title" className="flex items-center gap-2 text-lg font-bold">
        <BadgeCheck aria-hidden className="size-5 text-success" />
        {t('trust.title')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {earned.map((key) => {
          const Icon = badgeIcons[key];
          return (
            <li key={key} className="flex items-center gap-2 rounded-xl bg-success-soft px-3 py-2 text-sm">
              <Icon aria-hidden className="size-4 text-success" />
              {t(`trust.${key}`)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
