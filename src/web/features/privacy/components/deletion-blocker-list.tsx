import type { DeletionBlocker } from '@shared/privacy/account-deletion.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What must finish first, each with a link to where it can be finished. */
export function DeletionBlockerList({ blockers }: { blockers: DeletionBlocker[] }) {
  const { t } = useTranslation('privacy');
  return (
    <ul className="mt-2 grid gap-1" aria-label={t('deletion.blocked.listLabel')}>
      {blockers.map((blocker) => (
        <li key={`${blocker.kind}-${blocker.id}`}>
          <Link to={blocker.link} className="font-medium text-brand-strong underline">
            {t(`deletion.blocked.kinds.${blocker.kind}`, { label: blocker.label })}
          </Link>{' '}
          <span className="text-muted">
            ({t(`deletion.blocked.statuses.${blocker.status}`, blocker.status)})
          </span>
        </li>
      ))}
    </ul>
  );
}
