import { Redo2, RotateCcw, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

/** Undo, redo and reset to the AI (spec §4); Ctrl+Z / Ctrl+Shift+Z work outside text fields. */
export function HistoryControls({
  canUndo,
  canRedo,
  canReset,
  onUndo,
  onRedo,
  onReset,
}: {
  canUndo: boolean;
  canRedo: boolean;
  canReset: boolean;
  onUndo(): void;
  onRedo(): void;
  onReset(): void;
}) {
  const { t } = useTranslation('listing-editor');
  return (
    <div role="toolbar" aria-label={t('history.label')} className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        leadingIcon={<Undo2 />}
        onClick={onUndo}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z"
      >
        {t('history.undo')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        leadingIcon={<Redo2 />}
        onClick={onRedo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z"
      >
        {t('history.redo')}
      </Button>
      {canReset && (
        <Button size="sm" variant="ghost" leadingIcon={<RotateCcw />} onClick={onReset}>
          {t('history.resetToAi')}
        </Button>
      )}
    </div>
  );
}
