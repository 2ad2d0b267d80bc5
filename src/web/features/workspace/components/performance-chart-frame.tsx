import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export interface ChartTableColumn {
  key: string;
  label: string;
}

/**
 * One chart with its title, a description for assistive technology and the same figures as a table
 * (ADR 074): the table is visually hidden for screen readers, and "Show as table" reveals it for
 * everyone. The drawing itself is hidden from assistive technology, which reads the table.
 */
export function PerformanceChartFrame({
  title,
  description,
  columns,
  rows,
  children,
}: {
  title: string;
  description: string;
  columns: ChartTableColumn[];
  rows: { id: string; cells: Record<string, string> }[];
  children: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const titleId = useId();
  const descriptionId = useId();
  const [isTableShown, setIsTableShown] = useState(false);
  return (
    <Card asChild padding="sm">
      <figure aria-labelledby={titleId} aria-describedby={descriptionId} className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h4 id={titleId} className="font-semibold">
              {title}
            </h4>
            <p id={descriptionId} className="text-sm text-muted">
              {description}
            </p>
          </div>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={isTableShown}
            onClick={() => setIsTableShown((shown) => !shown)}
          >
            {isTableShown ? t('sections.performance.hideTable') : t('sections.performance.showTable')}
          </Button>
        </div>
        <div aria-hidden="true" className={isTableShown ? 'hidden' : 'h-56 w-full min-w-0'}>
          {children}
        </div>
        <div className={isTableShown ? 'overflow-x-auto' : 'sr-only'}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className="border-b border-line px-2 py-1 font-semibold">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.key} scope="row" className="border-b border-line px-2 py-1 font-normal">
                        {row.cells[column.key]}
                      </th>
                    ) : (
                      <td key={column.key} className="border-b border-line px-2 py-1 tabular-nums">
                        {row.cells[column.key]}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </Card>
  );
}
