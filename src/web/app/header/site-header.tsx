import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchForm } from '../../components/search-form';
import { paths } from '../../lib/paths';
import { LanguageSwitch } from './language-switch';
import { MegaMenu } from './mega-menu';
import { SiteLogo } from './site-logo';
import { ThemeSwitch } from './theme-switch';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <SiteLogo />
        <SearchForm className="min-w-0 flex-1" />
        <nav aria-label={t('header.accountNav')} className="flex items-center gap-1">
          <Link
            to={paths.sell}
            className="hidden h-10 items-center gap-1.5 rounded-xl bg-brand px-4 text-sm font-semibold text-on-brand hover:bg-brand-strong lg:flex"
          >
            <Plus aria-hidden className="size-4" />
            {t('header.sell')}
          </Link>
          <LanguageSwitch className="hidden sm:flex" />
          <ThemeSwitch />
          <Link
            to={paths.login}
            className="hidden h-10 items-center rounded-lg px-3 text-sm font-semibold hover:bg-surface-sunken md:flex"
          >
            {t('header.signIn')}
          </Link>
          <Link
            to={paths.register}
            className="hidden h-10 items-center rounded-xl border border-line-strong px-3 text-sm font-semibold hover:bg-surface-sunken md:flex"
          >
            {t('header.register')}
          </Link>
        </nav>
      </div>
      <div className="mx-auto hidden max-w-7xl px-4 pb-2 md:block">
        <MegaMenu />
      </div>
    </header>
  );
}
