import { cn } from '../../../components/ui/cn';

/**
 * How loud the microphone is, as a bar. Decorative: the status line and the silence warning say
 * the same in words for assistive technology.
 */
export function LevelMeter({ level, isActive }: { level: number; isActive: boolean }) {
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    <div aria-hidden="true" className="mb-3 flex h-2.5 w-40 overflow-hidden rounded-full bg-surface-sunken">
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-100',
          isActive ? 'bg-success' : 'bg-line-strong',
        )}
        style={{ width: `${isActive ? percent : 0}%` }}
      />
    </div>
  );
}
