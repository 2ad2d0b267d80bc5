import { imagePickerAccept } from '@shared/media/media-asset.schema';
import { ImageUp, Upload } from 'lucide-react';
import { type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

interface UploadDropZoneProps {
  onFiles(files: File[]): void;
  isDisabled: boolean;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/** "Upload photos" and the drop zone; both open the same picker (the zone also by Enter or Space). */
export function UploadDropZone({ onFiles, isDisabled }: UploadDropZoneProps) {
  const { t } = useTranslation('media');
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const openPicker = () => {
    if (!isDisabled) inputRef.current?.click();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    openPicker();
  };

  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = isDisabled ? 'none' : 'copy';
    setIsDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isDisabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="grid gap-3">
      <input
        ref={inputRef}
        type="file"
        accept={imagePickerAccept}
        multiple
        hidden
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file can be picked again after a failure.
          event.target.value = '';
        }}
      />
      <Button
        variant="outline"
        leadingIcon={<Upload aria-hidden="true" />}
        onClick={openPicker}
        disabled={isDisabled}
        className="justify-self-start"
      >
        {t('upload.button')}
      </Button>
      {/* Named by all of its text, which a voice user can read out (WCAG 2.5.3, ADR 041). */}
      {/* biome-ignore lint/a11y/useSemanticElements: a drop target holding text; a <button> would not take the drop styling as well */}
      <div
        role="button"
        tabIndex={isDisabled ? -1 : 0}
        aria-disabled={isDisabled || undefined}
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed px-4 py-8 text-center transition-colors',
          isDragging ? 'border-brand bg-brand-soft' : 'border-line-strong bg-surface hover:bg-surface-sunken',
          isDisabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <ImageUp className="size-8 text-muted" aria-hidden="true" />
        <span className="font-semibold text-ink">
          {isDragging ? t('upload.dropActive') : t('upload.dropZone')}
        </span>{' '}
        <span className="text-sm text-muted">{t('upload.dropZoneHint')}</span>
      </div>
    </div>
  );
}
