import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';

/** Starting again removes the photos, the text and the draft: asked once, since it cannot be undone. */
export function StartAgainDialog({
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('create-listing');
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={t('startAgain.title')}
        description={t('startAgain.text')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">{t('startAgain.cancel')}</Button>
            </DialogClose>
            <Button variant="danger" onClick={onConfirm}>
              {t('startAgain.confirm')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
