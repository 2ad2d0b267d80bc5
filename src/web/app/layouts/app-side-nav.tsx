import {
  BarChart3,
  ChartNoAxesColumnDecreasing,
  ClipboardList,
  KeyRound,
  type LucideIcon,
  Package,
  Plug,
  Receipt,
  Settings,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useWorkspaceTasks } from '../../features/workspace/api/get-workspace-tasks';
import {
  parseWorkspaceSection,
  type WorkspaceSection,
  workspaceSections,
} from '../../features/workspace/workspace-sections';
import { formatTaskCount } from '../../features/workspace/workspace-task-links';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/use-session';

interface NavItem {
  to: string;
  /** Open items to show beside the label, e.g. the workspace's tasks. */
  countOf?: (counts: NavCounts) => number;
  labelKey: string;
  icon: LucideIcon;
  isActive: (pathname: string, search: URLSearchParams) => boolean;
}

const sectionIcons: Record<WorkspaceSection, LucideIcon> = {
  tasks: ClipboardList,
  listings: Package,
  orders: Receipt,
  performance: BarChart3,
  integrations: Plug,
};

interface NavCounts {
  tasks: number;
}

const workspaceItems: NavItem[] = workspaceSections.map((section) => ({
  to: paths.workspaceSection(section),
  ...(section === 'tasks' ? { countOf: (counts: NavCounts) => counts.tasks } : {}),
  labelKey: `sections.${section}.title`,
  icon: sectionIcons[section],
  isActive: (pathname, search) =>
    pathname === paths.workspace && parseWorkspaceSection(search.get('section')) === section,
}));

const exactly = (path: string) => (pathname: string) => pathname === path;

const accountItems: NavItem[] = [
  { to: paths.profile, labelKey: 'nav.profile', icon: UserRound, isActive: exactly(paths.profile) },
  { to: paths.settings, labelKey: 'nav.settings', icon: Settings, isActive: exactly(paths.settings) },
  {
    to: paths.settingsSecurity,
    labelKey: 'nav.security',
    icon: KeyRound,
    isActive: exactly(paths.settingsSecurity),
  },
];

const adminItems: NavItem[] = [
  {
    to: paths.adminRoles,
    labelKey: 'nav.adminRoles',
    icon: ShieldCheck,
    isActive: exactly(paths.adminRoles),
  },
  {
    to: paths.adminAnalytics,
    labelKey: 'nav.adminAnalytics',
    icon: ChartNoAxesColumnDecreasing,
    isActive: exactly(paths.adminAnalytics),
  },
];

function NavGroup({ titleKey, items, counts }: { titleKey: string; items: NavItem[]; counts?: NavCounts }) {
  const { t } = useTranslation('workspace');
  const { pathname, search } = useLocation();
  const searchParams = new URLSearchParams(search);
  return (
    <div className="flex shrink-0 items-center gap-1 lg:grid lg:gap-0.5">
      <p className="hidden px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-muted uppercase lg:block">
        {t(titleKey)}
      </p>
      <ul className="flex gap-1 lg:grid lg:gap-0.5">
        {items.map(({ to, labelKey, icon: Icon, isActive, countOf }) => {
          const isCurrent = isActive(pathname, searchParams);
          const count = counts && countOf ? countOf(counts) : 0;
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={isCurrent ? 'page' : undefined}
                className={`flex h-10 items-center gap-2.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap ${
                  isCurrent ? 'bg-brand-soft text-brand-strong' : 'text-ink hover:bg-surface-sunken'
                }`}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {count > 0 ? (
                  <>
                    {/* Read as one name, "Tasks, 3 open"; the badge is the same number for the eye. */}
                    <span className="sr-only">{t('nav.withOpenCount', { label: t(labelKey), count })}</span>
                    <span aria-hidden="true">{t(labelKey)}</span>
                    <span
                      aria-hidden="true"
                      data-testid="nav-open-count"
                      className="ml-auto rounded-full bg-brand px-1.5 text-xs leading-5 font-semibold text-on-brand tabular-nums"
                    >
                      {formatTaskCount(count)}
                    </span>
                  </>
                ) : (
                  t(labelKey)
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The app layout's navigation: workspace sections, account pages and, for admins, the admin
 * pages. A column on large screens, a horizontally scrolling bar above the content otherwise.
 */
export function AppSideNav() {
  const { t } = useTranslation('workspace');
  const { persona } = useSession();
  const tasks = useWorkspaceTasks();
  const counts = { tasks: tasks.data?.total ?? 0 };
  return (
    <nav
      aria-label={t('nav.label')}
      className="flex gap-2 overflow-x-auto border-b border-line bg-surface px-4 py-2 lg:block lg:w-60 lg:shrink-0 lg:overflow-visible lg:border-r lg:border-b-0 lg:bg-transparent lg:px-3 lg:py-2"
    >
      <NavGroup titleKey="nav.workspace" items={workspaceItems} counts={counts} />
      <NavGroup titleKey="nav.account" items={accountItems} />
      {persona === 'admin' && <NavGroup titleKey="nav.admin" items={adminItems} />}
    </nav>
  );
}
