import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useSessionSnapshot } from '../../../lib/session/use-session';
import { useIdentityCheck } from '../api/get-identity-check';
import { IdentityPanel } from './identity-panel';

/**
 * The listing page's identity verification form (spec §2): a prompt for a signed-in member who is
 * not verified yet, opening the same form as /settings in a dialog. Guests and verified members see
 * nothing.
 */
export function IdentityPrompt() {
  const { t } = useTranslation('identity');
  const { user } = useSessionSnapshot();
  const { data: status } = useIdentityCheck({ isEnabled: Boolean(user) });
  const [isOpen, setIsOpen] = useState(false);
  if (!user || !status || status.status === 'approved') return null;
  return (
    <section
      aria-labelledby="identity-prompt-title"
      className="flex flex-wrap items-center gap-4 rounded-card border border-line bg-surface p-4"
    >
      <IdCard aria-hidden className="size-6 shrink-0 text-brand" />
      <div className="min-w-0 flex-1">
        <h2 id="identity-prompt-title" className="font-semibold">
          {t('prompt.title')}
        </h2>
        <p className="text-sm text-muted">
          {status.status === 'pending' ? t('prompt.pending') : t('prompt.text')}
        </p>
      </div>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogTrigger asChild>
          <Button variant="outline">{t('prompt.open')}</Button>
        </DialogTrigger>
        <DialogContent title={t('prompt.dialogTitle')} description={t('prompt.dialogDescription')} size="lg">
          <IdentityPanel />
        </DialogContent>
      </Dialog>
    </section>
  );
}
