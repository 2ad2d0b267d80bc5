import { Copy, Download, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/toast/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { formatDate } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/session/use-session';
import {
  downloadTextFile,
  recoveryCodesClipboardText,
  recoveryCodesFileName,
  recoveryCodesFileText,
} from '../recovery-codes';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** "new" after regenerating, "first" right after turning two-factor on. */
  occasion: 'first' | 'new';
  onDone: () => void;
}

/**
 * The recovery codes, shown exactly once: copy, download as .txt, and an explicit "I saved them"
 * before the panel can be closed, because there is no way to see them again.
 */
export function RecoveryCodesPanel({ codes, occasion, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  const [hasSaved, setHasSaved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [createdAt] = useState(() => new Date());

  // The panel replaces the form that was just submitted: move focus to its heading.
  useEffect(() => {
    // After Radix has returned focus from a closing dialog, which runs on a zero timeout too.
    const timer = setTimeout(() => headingRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesClipboardText(codes));
      toast({ title: t('security.codes.copied'), variant: 'success' });
    } catch {
      toast({ title: t('security.codes.copyFailed'), variant: 'danger' });
    }
  };

  const download = () => {
    const language = currentLanguage();
    const created = `${formatDate(createdAt, language, 'long')}, ${createdAt.toLocaleTimeString(
      language === 'de' ? 'de-DE' : 'en-GB',
      { hour: '2-digit', minute: '2-digit' },
    )}`;
    const text = recoveryCodesFileText(codes, {
      title: t('security.codes.fileTitle'),
      account: t('security.codes.fileAccount', { email: user?.email ?? '' }),
      created: t('security.codes.fileCreated', { date: created }),
      instructions: t('security.codes.fileInstructions'),
    });
    downloadTextFile(recoveryCodesFileName, text);
  };

  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong"
        >
          <KeyRound className="size-5" />
        </span>
        <h3
          id="recovery-codes-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {occasion === 'first' ? t('security.codes.titleFirst') : t('security.codes.titleNew')}
        </h3>
      </div>
      <Alert variant="warning" title={t('security.codes.onceTitle')}>
        {t('security.codes.onceText')}
      </Alert>
      <ol
        aria-label={t('security.codes.listLabel')}
        className="grid grid-cols-1 gap-2 rounded-xl border border-line bg-surface-sunken p-4 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-surface px-3 py-1.5 tracking-wider text-ink">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" leadingIcon={<Copy />} onClick={() => void copy()}>
          {t('security.codes.copy')}
        </Button>
        <Button variant="outline" leadingIcon={<Download />} onClick={download}>
          {t('security.codes.download')}
        </Button>
      </div>
      <Checkbox
        checked={hasSaved}
        onCheckedChange={(checked) => setHasSaved(checked === true)}
        label={t('security.codes.confirm')}
        description={t('security.codes.confirmHint')}
      />
      <div>
        <Button onClick={onDone} disabled={!hasSaved}>
          {t('security.codes.done')}
        </Button>
      </div>
    </section>
  );
}
