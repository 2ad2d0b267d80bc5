import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function SiteLogo() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-lg" aria-label={t('layout.homeLink')}>
      <svg viewBox="0 0 64 64" className="size-9" aria-hidden>
        <rect width="64" height="64" rx="14" className="fill-brand" />
        <path d="M18 44V20h6v10l10-10h8L31 31l12 13h-8l-11-11v11z" className="fill-on-brand" />
      </svg>
      <span className="hidden text-xl font-extrabold tracking-tight sm:inline">Kleinkram</span>
    </Link>
  );
}
