import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LegalBlock } from './legal-blocks';
import { type LegalDocumentKey, type LegalSection, readSections } from './legal-content';
import { LegalPageShell } from './legal-page-shell';
import { RelatedPages } from './related-pages';

function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation('legal');
  return (
    <nav
      aria-labelledby="legal-contents-title"
      className="mt-8 rounded-card border border-line bg-surface-sunken p-5 sm:p-6"
    >
      <h2 id="legal-contents-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t('common.contents')}
      </h2>
      <ol className="mt-3 gap-x-8 sm:columns-2">
        {sections.map((section, index) => (
          <li key={section.id} className="break-inside-avoid py-1">
            <a
              href={`#${section.id}`}
              className="flex gap-2 text-ink underline-offset-4 hover:text-brand hover:underline"
            >
              <span aria-hidden className="w-7 shrink-0 text-right whitespace-nowrap text-muted tabular-nums">
                {index + 1}.
              </span>
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface LegalDocumentProps {
  documentKey: LegalDocumentKey;
  /** Long documents get a numbered table of contents and numbered headings. */
  hasContents?: boolean;
}

/** Renders a legal text from the `legal` catalogue: header, demo notice, optional contents, sections. */
export function LegalDocument({ documentKey, hasContents = false }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const sections = readSections(t(`${documentKey}.sections`, { returnObjects: true }));
  return (
    <LegalPageShell title={t(`${documentKey}.title`)} intro={t(`${documentKey}.intro`)}>
      <p className="mt-8 flex gap-3 rounded-xl border border-info/30 bg-info-soft p-4 text-sm leading-relaxed text-ink">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-info" />
        {t('common.demoNotice')}
      </p>
      {hasContents && <TableOfContents sections={sections} />}
      <div className="mt-12 space-y-12">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-36"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
              {hasContents && <span className="mr-2 text-brand tabular-nums">{index + 1}.</span>}
              {section.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-ink">
              {section.blocks.map((block, blockIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text never reorder
                <LegalBlock key={blockIndex} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <RelatedPages current={documentKey} />
    </LegalPageShell>
  );
}
