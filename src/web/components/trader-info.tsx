import type { PublicTraderInfo } from '@shared/traders/trader.schema';
import type { SellerKind } from '@shared/traders/trader-constants';
import { Briefcase, Scale } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';
import { Badge } from './ui/badge';

/**
 * What buyers see of a seller's kind (issue 18, ADR 066), shared by the listing page and the seller
 * page: the "Commercial seller" badge near the name, and the legal information block. Needs the
 * `traders` catalogue on the route.
 */
export function SellerKindBadge({ sellerKind }: { sellerKind: SellerKind }) {
  const { t } = useTranslation('traders');
  if (sellerKind !== 'trader') return null;
  return (
    <Badge variant="info" icon={<Briefcase />}>
      {t('info.traderBadge')}
    </Badge>
  );
}

function countryName(code: string, language: string): string {
  try {
    return (
      new Intl.DisplayNames([language === 'de' ? 'de-DE' : 'en-GB'], { type: 'region' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/**
 * A commercial seller's legal information (Art. 30(7) DSA) with the consumer-law line; for a
 * private seller a short note that the consumer rights of buying from a business do not apply.
 */
export function SellerLegalInfo({
  sellerKind,
  trader,
}: {
  sellerKind: SellerKind;
  trader: PublicTraderInfo | null;
}) {
  const { t } = useTranslation('traders');
  const titleId = useId();
  const language = currentLanguage();
  if (sellerKind === 'private') {
    return (
      <aside aria-labelledby={titleId} className="space-y-1 rounded-card bg-surface-sunken p-4 text-sm">
        <h2 id={titleId} className="font-semibold">
          {t('info.privateBadge')}
        </h2>
        <p className="text-muted">{t('info.privateNote')}</p>
      </aside>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-card border border-line bg-surface p-4 text-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <Scale aria-hidden className="size-5" />
        {t('info.legalTitle')}
      </h2>
      {trader ? (
        <>
          <p className="text-muted">{t('info.legalIntro')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <dt className="text-muted">{t('info.name')}</dt>
            <dd className="font-semibold break-words">{trader.legalName}</dd>
            <dt className="text-muted">{t('info.address')}</dt>
            <dd className="break-words">
              {trader.street}
              <br />
              {trader.postalCode} {trader.city}
              <br />
              {countryName(trader.country, language)}
            </dd>
            <dt className="text-muted">{t('info.phone')}</dt>
            <dd>
              <a
                href={`tel:${trader.phone.replace(/\s/g, '')}`}
                className="text-brand underline-offset-4 hover:underline"
              >
                {trader.phone}
              </a>
            </dd>
            <dt className="text-muted">{t('info.email')}</dt>
            <dd className="break-all">
              <a href={`mailto:${trader.email}`} className="text-brand underline-offset-4 hover:underline">
                {trader.email}
              </a>
            </dd>
            {trader.tradeRegisterNumber && trader.registerCourt && (
              <>
                <dt className="text-muted">{t('info.register')}</dt>
                <dd>
                  {t('info.registerValue', {
                    number: trader.tradeRegisterNumber,
                    court: trader.registerCourt,
                  })}
                </dd>
              </>
            )}
            {trader.vatId && (
              <>
                <dt className="text-muted">{t('info.vatId')}</dt>
                <dd>{trader.vatId}</dd>
              </>
            )}
          </dl>
          <p className="text-muted">{t('info.selfCertified')}</p>
        </>
      ) : (
        <p className="text-muted">{t('info.incomplete')}</p>
      )}
      <p className="font-medium">{t('info.consumerLaw')}</p>
    </section>
  );
}
