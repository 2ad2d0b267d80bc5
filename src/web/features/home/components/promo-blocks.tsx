import { BadgeCheck, BarChart3, type LucideIcon, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

const blocks: { key: 'app' | 'workspace' | 'trust'; icon: LucideIcon; to: string }[] = [
  { key: 'app', icon: Smartphone, to: paths.support },
  { key: 'workspace', icon: BarChart3, to: paths.workspace },
  { key: 'trust', icon: BadgeCheck, to: paths.terms },
];

/** Spec §2 home promo blocks: app, workspace, trust. */
export function PromoBlocks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-promos-title">
      <h2 id="home-promos-title" className="sr-only">
        {t('home.promos.title')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {blocks.map(({ key, icon: Icon, to }) => (
          <li key={key} className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{t(`home.promos.${key}.title`)}</h3>
            <p className="mt-1 flex-1 text-sm text-muted">{t(`home.promos.${key}.text`)}</p>
            <Link to={to} className="mt-4 text-sm font-semibold text-brand hover:underline">
              {t(`home.promos.${key}.action`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
