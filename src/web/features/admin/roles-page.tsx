import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { describeApiError } from '../../lib/api';
import { useSession } from '../../lib/session/use-session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useRoles } from './api/get-roles';
import { useUserSearch } from './api/search-users';
import { ForbiddenNotice } from './components/forbidden-notice';
import { RoleCatalogue } from './components/role-catalogue';
import { UserRoleRow } from './components/user-role-row';

export const userSearchDebounceMs = 300;

function RolesAdministration() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const { user } = useSession();
  const [searchText, setSearchText] = useState('');
  const query = useDebouncedValue(searchText, userSearchDebounceMs);
  const roles = useRoles();
  const users = useUserSearch(query);

  const retryButton = (retry: () => unknown) => (
    <Button size="sm" variant="outline" onClick={() => void retry()}>
      {tCommon('actions.retry')}
    </Button>
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>

      <Card aria-labelledby="roles-title" asChild>
        <section>
          <CardHeader>
            <CardTitle as="h2" id="roles-title">
              {t('roles.title')}
            </CardTitle>
            <CardDescription>{t('roles.description')}</CardDescription>
          </CardHeader>
          {roles.isPending && <Spinner label={t('roles.loading')} />}
          {roles.isError && (
            <Alert variant="danger" title={t('roles.loadFailed')} actions={retryButton(roles.refetch)}>
              {describeApiError(roles.error, tCommon)}
            </Alert>
          )}
          {roles.data && <RoleCatalogue roles={roles.data} />}
        </section>
      </Card>

      <section aria-labelledby="users-title" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="users-title" className="text-xl font-semibold">
            {t('users.title')}
          </h2>
          <p className="text-sm text-muted">{t('users.description')}</p>
        </div>
        <search>
          <FormField label={t('users.searchLabel')} hint={t('users.searchHint')}>
            <Input
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              leadingIcon={<Search />}
              trailing={users.isFetching ? <Spinner size="sm" isDecorative className="mr-2" /> : undefined}
              autoComplete="off"
              maxLength={100}
            />
          </FormField>
        </search>
        <p role="status" className="text-sm text-muted">
          {users.data && !users.isPlaceholderData
            ? t('users.resultCount', { count: users.data.length })
            : users.isFetching
              ? t('users.searching')
              : ''}
        </p>
        {users.isError && (
          <Alert variant="danger" title={t('users.loadFailed')} actions={retryButton(users.refetch)}>
            {describeApiError(users.error, tCommon)}
          </Alert>
        )}
        {users.data && users.data.length === 0 && (
          <EmptyState
            headingLevel={3}
            icon={<Search />}
            title={t('users.noneTitle')}
            description={t('users.noneText')}
          />
        )}
        {users.data && users.data.length > 0 && (
          <ul aria-labelledby="users-title" className="grid gap-3">
            {users.data.map((managedUser) => (
              <UserRoleRow
                key={managedUser.id}
                user={managedUser}
                roles={roles.data ?? []}
                currentUserId={user?.id}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /admin/roles (spec §2 Roles page): list roles, search users, assign and remove roles. */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const { persona } = useSession();
  useEffect(() => {
    if (persona === 'admin') document.title = t('documentTitle');
  }, [persona, t]);
  // Spec §6 says the client only enforces sign-in here; the content is still for admins only.
  if (persona !== 'admin') return <ForbiddenNotice />;
  return <RolesAdministration />;
}
