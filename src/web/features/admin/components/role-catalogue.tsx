import type { Role } from '@shared/authorization/authorization.schema';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { currentLanguage } from '../../../lib/i18n';

/** The roles that exist, with what each allows, in the current language. */
export function RoleCatalogue({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  return (
    <ul aria-label={t('roles.listLabel')} className="grid gap-3 sm:grid-cols-2">
      {roles.map((role) => (
        <li key={role.id} className="grid gap-1 rounded-xl border border-line bg-surface p-4">
          <div className="flex items-center justify-between gap-2">
            <span className="font-semibold">{role.name[language]}</span>
            <Badge size="sm" className="font-mono">
              {role.id}
            </Badge>
          </div>
          <p className="text-sm text-muted">{role.description[language]}</p>
        </li>
      ))}
    </ul>
  );
}
