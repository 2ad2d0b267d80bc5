import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { LanguageSwitch } from '../header/language-switch';

export function SiteFooter() {
  const { t } = useTranslation();
  const links = [
    { to: paths.privacy, label: t('footer.privacy') },
    { to: paths.imprint, label: t('footer.imprint') },
    { to: paths.support, label: t('footer.support') },
    { to: paths.terms, label: t('footer.terms') },
    { to: paths.transparency, label: t('footer.transparency') },
  ];
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-muted">{t('footer.tagline', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-medium text-ink underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
