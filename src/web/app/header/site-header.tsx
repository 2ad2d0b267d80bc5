import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../components/search-form';
import { SellLink } from '../../components/sell-link';
import { HeaderAccountArea } from '../../features/account/header-account-area';
import { GuestAuthButtons } from '../../features/auth/components/guest-auth-buttons';
import { ChatPopovers } from '../../features/chat/components/chat-popovers';
import { CartPopover } from '../../features/engagement/components/cart-popover';
import { WatchlistHeaderLink } from '../../features/engagement/components/watchlist-header-link';
import { LocationPickerButton } from '../../features/locations/components/location-picker-button';
import { NotificationsPopover } from '../../features/notifications/components/notifications-popover';
import { SavedSearchesPopover } from '../../features/saved-searches/components/saved-searches-popover';
import { LanguageSwitch } from './language-switch';
import { MegaMenu } from './mega-menu';
import { SiteLogo } from './site-logo';
import { ThemeSwitch } from './theme-switch';

/**
 * One row from md up. On phones two: the logo and the account's icons, then the search field with
 * the place button beside it, so at 360 px with German labels the field keeps its width (ADR 049).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 md:flex-nowrap md:py-3">
        <SiteLogo />
        <div
          data-tour="search"
          className="order-last flex w-full min-w-0 items-center gap-2 md:order-none md:w-auto md:flex-1 md:gap-3"
        >
          <SearchForm className="min-w-0 flex-1" />
          <LocationPickerButton className="h-11 min-w-11 justify-center md:h-10 md:min-w-0" />
        </div>
        <nav aria-label={t('header.accountNav')} className="ml-auto flex items-center gap-1 md:ml-0">
          <SellLink
            origin="header"
            data-tour="sell"
            className="hidden h-10 items-center gap-1.5 rounded-xl bg-brand px-4 text-sm font-semibold text-on-brand hover:bg-brand-strong lg:flex"
          >
            <Plus aria-hidden className="size-4" />
            {t('header.sell')}
          </SellLink>
          <LanguageSwitch className="hidden sm:flex" />
          <ThemeSwitch />
          {/* `data-tour` marks what the power-user tour points at (ADR 071). */}
          <div data-tour="alerts" className="flex items-center gap-1">
            <SavedSearchesPopover />
            <WatchlistHeaderLink />
            <CartPopover />
            <NotificationsPopover />
          </div>
          <ChatPopovers />
          <div data-tour="account" className="flex items-center">
            <HeaderAccountArea />
          </div>
          <GuestAuthButtons />
        </nav>
      </div>
      <div className="mx-auto hidden max-w-7xl px-4 pb-2 md:block">
        <MegaMenu />
      </div>
    </header>
  );
}
