import type { RoleId } from '@shared/auth/auth.constants';
import type { ManagedUser, Role } from '@shared/authorization/authorization.schema';
import { BadgeCheck, Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { describeApiError } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { useAssignRole, useRemoveRole } from '../api/change-user-role';
import { assignableRoles, isOwnAdminRole, roleLabel } from '../role-assignment';

interface UserRoleRowProps {
  user: ManagedUser;
  roles: readonly Role[];
  currentUserId: string | undefined;
}

/** One user: their roles (each removable after a confirmation) and a picker to add one. */
export function UserRoleRow({ user, roles, currentUserId }: UserRoleRowProps) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const assignRole = useAssignRole();
  const removeRole = useRemoveRole();
  const [selectedRoleId, setSelectedRoleId] = useState<string>('');
  const [roleToRemove, setRoleToRemove] = useState<RoleId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selectRef = useRef<HTMLButtonElement>(null);

  const available = assignableRoles(user, roles);
  const isKnownRole = (role: string): role is RoleId =>
    roles.some((entry) => entry.id === role.toLowerCase());
  const nameOf = (role: string) => roleLabel(role, roles, language);
  const headingId = `user-${user.id}-name`;

  const errorMessage = (caught: unknown, roleId: RoleId) => {
    if (
      caught instanceof ApiError &&
      caught.status === 409 &&
      isOwnAdminRole(user.id, roleId, currentUserId)
    ) {
      return t('users.errors.ownAdminRole');
    }
    return describeApiError(caught, tCommon);
  };

  const assign = () => {
    const role = available.find((entry) => entry.id === selectedRoleId);
    if (!role) {
      setError(t('users.errors.chooseRole'));
      selectRef.current?.focus();
      return;
    }
    setError(null);
    setSelectedRoleId('');
    assignRole.mutate(
      { userId: user.id, roleId: role.id },
      {
        onSuccess: () =>
          toast({
            title: t('users.assigned', { role: role.name[language], user: user.displayName }),
            variant: 'success',
          }),
        onError: (caught) => setError(errorMessage(caught, role.id)),
      },
    );
  };

  const confirmRemoval = () => {
    const roleId = roleToRemove;
    if (!roleId) return;
    setRoleToRemove(null);
    setError(null);
    removeRole.mutate(
      { userId: user.id, roleId },
      {
        onSuccess: () =>
          toast({
            title: t('users.removed', { role: nameOf(roleId), user: user.displayName }),
            variant: 'success',
          }),
        onError: (caught) => setError(errorMessage(caught, roleId)),
      },
    );
  };

  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start gap-3">
        <Avatar name={user.displayName} size="md" isDecorative />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
            {user.displayName}
            {user.id === currentUserId && <Badge size="sm">{t('users.you')}</Badge>}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="break-all">{user.email}</span>
            {user.isEmailVerified && (
              <Badge size="sm" variant="success" icon={<BadgeCheck />}>
                {t('users.verified')}
              </Badge>
            )}
          </p>
        </div>
      </div>

      <div className="grid gap-2">
        <p id={`${headingId}-roles`} className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('users.rolesLabel')}
        </p>
        {user.roles.length === 0 ? (
          <p className="text-sm text-muted">{t('users.noRoles')}</p>
        ) : (
          <ul aria-labelledby={`${headingId}-roles`} className="flex flex-wrap gap-2">
            {user.roles.map((role) => (
              <li key={role}>
                <span
                  className={`inline-flex h-8 items-center gap-1 rounded-full pl-3 text-sm font-semibold ring-1 ring-inset ${
                    role.toLowerCase() === 'admin'
                      ? 'bg-brand-soft text-brand-strong ring-brand/20'
                      : 'bg-surface-sunken text-ink ring-line'
                  } ${isKnownRole(role) ? 'pr-1' : 'pr-3'}`}
                >
                  {nameOf(role)}
                  {isKnownRole(role) && (
                    <button
                      type="button"
                      onClick={() => setRoleToRemove(role.toLowerCase() as RoleId)}
                      aria-label={t('users.removeRole', { role: nameOf(role), user: user.displayName })}
                      className="inline-flex size-6 items-center justify-center rounded-full hover:bg-ink/10"
                    >
                      <X aria-hidden className="size-3.5" />
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      {available.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <Select
            ref={selectRef}
            aria-label={t('users.roleToAssign', { user: user.displayName })}
            placeholder={t('users.chooseRole')}
            value={selectedRoleId}
            onValueChange={(value) => {
              setSelectedRoleId(value);
              setError(null);
            }}
            options={available.map((role) => ({ value: role.id, label: role.name[language] }))}
            className="w-56"
          />
          <Button
            variant="secondary"
            leadingIcon={<Plus />}
            onClick={assign}
            isLoading={assignRole.isPending}
            aria-label={t('users.assignTo', { user: user.displayName })}
          >
            {t('users.assign')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('users.allRoles')}</p>
      )}

      {error && (
        <Alert variant="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}

      <Dialog open={roleToRemove !== null} onOpenChange={(open) => !open && setRoleToRemove(null)}>
        <DialogContent
          size="sm"
          title={t('users.confirmRemoveTitle')}
          description={
            roleToRemove
              ? t('users.confirmRemoveText', { role: nameOf(roleToRemove), user: user.displayName })
              : undefined
          }
          // The removed role's button is gone afterwards: continue from the role picker instead.
          onCloseAutoFocus={(event) => {
            if (selectRef.current) {
              event.preventDefault();
              selectRef.current.focus();
            }
          }}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="ghost">{t('users.cancel')}</Button>
              </DialogClose>
              <Button variant="danger" onClick={confirmRemoval}>
                {t('users.confirmRemove')}
              </Button>
            </>
          }
        />
      </Dialog>
    </li>
  );
}
