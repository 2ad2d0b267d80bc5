import { hasPermission } from '@shared/authorization/permissions';
import {
  ChevronDown,
  Flag,
  Heart,
  IdCard,
  Languages,
  LayoutDashboard,
  LogOut,
  MessageSquarePlus,
  MessageSquareWarning,
  MessagesSquare,
  Package,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { openFeedback } from '../../../components/feedback/feedback-store';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useFeatureFlags } from '../../../lib/feature-flags/api/get-my-feature-flags';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';

/** Feature flag sellerWorkspacePro (spec §2 header): a "Pro" shortcut to the workspace. */
function WorkspaceProLink() {
  const { t } = useTranslation('account');
  return (
    <Link
      to={paths.workspace}
      aria-label={t('menu.proLink')}
      className="hidden h-10 items-center rounded-lg px-1.5 hover:bg-surface-sunken sm:flex"
    >
      <Badge variant="brand" icon={<Sparkles />}>
        {t('menu.proBadge')}
      </Badge>
    </Link>
  );
}

/**
 * Spec §2 account menu: workspace, settings, language and logout, plus the admin shortcut for
 * admins. Rendered only for signed-in users (see HeaderAccountArea).
 */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const { t: tCommon, i18n } = useTranslation();
  const { user, persona, signOut } = useSession();
  const { flags } = useFeatureFlags();
  const navigate = useNavigate();
  if (!user) return null;

  const otherLanguage = currentLanguage() === 'de' ? 'en' : 'de';

  return (
    <>
      {flags.sellerWorkspacePro && <WorkspaceProLink />}
      {/* Not modal: a modal menu hides the page with aria-hidden while its links stay focusable. */}
      <DropdownMenu modal={false}>
        {/* Named by its text, not aria-label: the name starts with the name shown on wide screens
            (WCAG 2.5.3), and the avatar's initials are a picture, hidden like a photo (ADR 041). */}
        <DropdownMenuTrigger className="flex h-10 items-center gap-2 rounded-lg px-1.5 text-sm font-medium hover:bg-surface-sunken data-[state=open]:bg-surface-sunken">
          <Avatar name={user.displayName} size="sm" isDecorative className="ring-0" />
          <span aria-hidden className="hidden max-w-36 truncate lg:inline">
            {user.displayName}
          </span>
          <span className="sr-only">{t('menu.trigger', { name: user.displayName })}</span>
          <ChevronDown aria-hidden className="size-4 text-muted" />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-64">
          <div className="grid gap-0.5 px-3 pt-2 pb-2">
            <span className="truncate text-sm font-semibold text-ink">{user.displayName}</span>
            <span className="truncate text-xs text-muted">{user.email}</span>
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuItem icon={<UserRound />} onSelect={() => navigate(paths.profile)}>
            {t('menu.profile')}
          </DropdownMenuItem>
          <DropdownMenuItem icon={<Package />} onSelect={() => navigate(paths.orders)}>
            {t('menu.orders')}
          </DropdownMenuItem>
          <DropdownMenuItem icon={<Heart />} onSelect={() => navigate(paths.watchlist)}>
            {tCommon('engagement.watchlistLink')}
          </DropdownMenuItem>
          <DropdownMenuItem icon={<LayoutDashboard />} onSelect={() => navigate(paths.workspace)}>
            {t('menu.workspace')}
          </DropdownMenuItem>
          <DropdownMenuItem icon={<Settings />} onSelect={() => navigate(paths.settings)}>
            {t('menu.settings')}
          </DropdownMenuItem>
          {persona === 'admin' && (
            <DropdownMenuItem icon={<ShieldCheck />} onSelect={() => navigate(paths.adminRoles)}>
              {t('menu.admin')}
            </DropdownMenuItem>
          )}
          {hasPermission(user.roles, 'moderation:review') && (
            <DropdownMenuItem
              icon={<MessageSquareWarning />}
              onSelect={() => navigate(paths.adminChatModeration)}
            >
              {t('menu.chatModeration')}
            </DropdownMenuItem>
          )}
          {hasPermission(user.roles, 'moderation:review') && (
            <DropdownMenuItem icon={<Flag />} onSelect={() => navigate(paths.adminModeration)}>
              {t('menu.moderation')}
            </DropdownMenuItem>
          )}
          {hasPermission(user.roles, 'moderation:review') && (
            <DropdownMenuItem icon={<IdCard />} onSelect={() => navigate(paths.adminIdentityChecks)}>
              {t('menu.identityChecks')}
            </DropdownMenuItem>
          )}
          {hasPermission(user.roles, 'moderation:review') && (
            <DropdownMenuItem icon={<MessagesSquare />} onSelect={() => navigate(paths.adminFeedback)}>
              {tCommon('feedbackTrigger.adminTickets')}
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem icon={<MessageSquarePlus />} onSelect={openFeedback}>
            {tCommon('feedbackTrigger.open')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            icon={<Languages />}
            lang={otherLanguage}
            onSelect={() => void i18n.changeLanguage(otherLanguage)}
          >
            {tCommon(`language.switchTo.${otherLanguage}`)}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            icon={<LogOut />} // Spec §4: signOut tells the server, clears the session whatever it answers, and goes to /.
            onSelect={() => void signOut()}
          >
            {t('menu.signOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
