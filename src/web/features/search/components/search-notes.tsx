import type { SearchNote } from '@shared/search/search-params';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';

/** The API explains in English; the user reads our translation of each note's code. */
export function SearchNotes({ notes }: { notes: SearchNote[] }) {
  const { t } = useTranslation('search');
  const unique = notes.filter(
    (note, index) =>
      notes.findIndex((other) => other.code === note.code && other.param === note.param) === index,
  );
  if (unique.length === 0) return null;
  return (
    <Alert variant="info" title={t('page.notesTitle')}>
      <ul className="list-disc pl-5">
        {unique.map((note) => (
          <li key={`${note.code}-${note.param}`}>{t(`notes.${note.code}`, { param: note.param })}</li>
        ))}
      </ul>
    </Alert>
  );
}
