import type { LocationSelection } from '@shared/locations/location.schema';
import { Dialog } from '../../../components/ui/dialog';
import { LocationDialog } from './location-dialog';

/**
 * The picker's dialog with its Radix root, loaded on first open: the root brings the whole Radix
 * dialog (focus scope, scroll lock, dismissable layer), which no longer rides in the first load.
 */
export function LocationDialogRoot({
  selection,
  onClose,
}: {
  selection: LocationSelection | null;
  onClose(): void;
}) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <LocationDialog selection={selection} onDone={onClose} />
    </Dialog>
  );
}
