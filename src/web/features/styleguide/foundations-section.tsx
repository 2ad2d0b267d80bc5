import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';
import { Code, Demo, ShowcaseSection } from './showcase-layout';

// Literal class names so Tailwind generates them.
const colourGroups = [
  {
    key: 'surfaces',
    tokens: [
      { name: 'canvas', swatch: 'bg-canvas' },
      { name: 'surface', swatch: 'bg-surface' },
      { name: 'surface-raised', swatch: 'bg-surface-raised' },
      { name: 'surface-sunken', swatch: 'bg-surface-sunken' },
    ],
  },
  {
    key: 'content',
    tokens: [
      { name: 'ink', swatch: 'bg-ink' },
      { name: 'muted', swatch: 'bg-muted' },
      { name: 'line', swatch: 'bg-line' },
      { name: 'line-strong', swatch: 'bg-line-strong' },
      { name: 'focus', swatch: 'bg-focus' },
    ],
  },
  {
    key: 'brand',
    tokens: [
      { name: 'brand', swatch: 'bg-brand' },
      { name: 'brand-strong', swatch: 'bg-brand-strong' },
      { name: 'brand-soft', swatch: 'bg-brand-soft' },
      { name: 'on-brand', swatch: 'bg-on-brand' },
    ],
  },
  {
    key: 'status',
    tokens: [
      { name: 'success', swatch: 'bg-success' },
      { name: 'success-soft', swatch: 'bg-success-soft' },
      { name: 'warning', swatch: 'bg-warning' },
      { name: 'warning-soft', swatch: 'bg-warning-soft' },
      { name: 'danger', swatch: 'bg-danger' },
      { name: 'danger-soft', swatch: 'bg-danger-soft' },
      { name: 'info', swatch: 'bg-info' },
      { name: 'info-soft', swatch: 'bg-info-soft' },
    ],
  },
] as const;

const typeScale = [
  { className: 'text-3xl font-bold tracking-tight', role: 'display' },
  { className: 'text-2xl font-bold tracking-tight', role: 'title' },
  { className: 'text-xl font-semibold', role: 'heading' },
  { className: 'text-lg font-semibold', role: 'subheading' },
  { className: 'text-base', role: 'body' },
  { className: 'text-sm', role: 'small' },
  { className: 'text-xs font-semibold tracking-wider uppercase', role: 'caption' },
] as const;

const spacingSteps = [
  { step: 1, bar: 'w-1' },
  { step: 2, bar: 'w-2' },
  { step: 3, bar: 'w-3' },
  { step: 4, bar: 'w-4' },
  { step: 6, bar: 'w-6' },
  { step: 8, bar: 'w-8' },
  { step: 12, bar: 'w-12' },
  { step: 16, bar: 'w-16' },
  { step: 24, bar: 'w-24' },
] as const;

export function FoundationsSection() {
  const { t } = useTranslation('styleguide');
  return (
    <ShowcaseSection title={t('foundations.title')} description={t('foundations.description')}>
      {colourGroups.map((group) => (
        <Demo key={group.key} label={t(`colours.${group.key}`)} layout="stack">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {group.tokens.map((token) => (
              <li key={token.name} className="grid content-start gap-2">
                <span aria-hidden="true" className={cn('h-14 rounded-xl border border-line', token.swatch)} />
                <span className="grid gap-0.5">
                  <Code>{token.name}</Code>
                  <span className="text-xs text-muted">{t(`colours.tokens.${token.name}`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </Demo>
      ))}
      <Demo label={t('typography.title')} note={t('typography.note')} layout="stack">
        {typeScale.map((entry) => (
          <div key={entry.role} className="grid gap-1 border-b border-line pb-3 last:border-0 last:pb-0">
            <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
              {t(`typography.roles.${entry.role}`)} <Code>{entry.className.split(' ')[0]}</Code>
            </span>
            <p className={cn('text-ink', entry.className)}>{t('typography.sample')}</p>
          </div>
        ))}
        <p className="text-sm text-muted">{t('typography.mutedSample')}</p>
      </Demo>
      <Demo label={t('spacing.title')} note={t('spacing.note')} layout="stack">
        <ul className="grid gap-2">
          {spacingSteps.map((entry) => (
            <li key={entry.step} className="grid grid-cols-[4rem_1fr] items-center gap-3 text-xs">
              <span className="text-muted tabular-nums">
                {t('spacing.pixels', { value: entry.step * 4 })}
              </span>
              <span aria-hidden="true" className={cn('h-4 rounded-sm bg-brand', entry.bar)} />
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-4">
          {(['rounded-lg', 'rounded-xl', 'rounded-card', 'rounded-full'] as const).map((radius) => (
            <div key={radius} className="grid justify-items-center gap-2">
              <span
                aria-hidden="true"
                className={cn('size-16 border-2 border-brand bg-brand-soft', radius)}
              />
              <Code>{radius}</Code>
            </div>
          ))}
          {(['shadow-card', 'shadow-pop'] as const).map((shadow) => (
            <div key={shadow} className="grid justify-items-center gap-2">
              <span
                aria-hidden="true"
                className={cn('size-16 rounded-xl border border-line bg-surface', shadow)}
              />
              <Code>{shadow}</Code>
            </div>
          ))}
        </div>
      </Demo>
    </ShowcaseSection>
  );
}
