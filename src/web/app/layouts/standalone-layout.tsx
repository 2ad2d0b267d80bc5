import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useMatches } from 'react-router';
import { cn } from '../../components/ui/cn';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { paths } from '../../lib/paths';
import { LanguageSwitch } from '../header/language-switch';
import { SiteLogo } from '../header/site-logo';
import { ThemeSwitch } from '../header/theme-switch';
import { SkipLink } from './skip-link';

/** Routes may ask for a wider card (onboarding) through `handle: { isWide: true }`. */
function useIsWide(): boolean {
  return useMatches().some((match) => (match.handle as { isWide?: boolean } | undefined)?.isWide === true);
}

/** Spec §2 standalone pages (/login, /register, /verify-email, /onboarding): one centred card. */
export function StandaloneLayout() {
  const { t } = useTranslation();
  const isWide = useIsWide();
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4">
        <SiteLogo />
        <div className="flex items-center gap-1">
          <SignOutButton />
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 focus:outline-none sm:items-center"
      >
        <div
          className={cn(
            'w-full rounded-card border border-line bg-surface p-6 shadow-card sm:p-8',
            isWide ? 'max-w-2xl' : 'max-w-md',
          )}
        >
          <Outlet />
        </div>
      </main>
      <footer className="px-4 pb-6">
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted">
            <li>
              <Link to={paths.privacy} className="hover:text-ink hover:underline">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to={paths.imprint} className="hover:text-ink hover:underline">
                {t('footer.imprint')}
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className="hover:text-ink hover:underline">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to={paths.support} className="hover:text-ink hover:underline">
                {t('footer.support')}
              </Link>
            </li>
          </ul>
        </nav>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
