import { textLanguage } from '@station/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '~/lib/use-translation';
import { programsQueries } from '../api/programs.queries';

/** The Programs dropdown's entries, from the server's list; 'Loading...' while it arrives (spec §2). */
export function ProgramLinks() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(programsQueries.list());
  if (isPending) return <li className="nav-item">{t('common.loading')}</li>;
  if (!data?.length) return <li className="nav-item">{t('nav.noPrograms')}</li>;
  return data.map((program) => (
    <li key={program._id}>
      <Link
        to="/program/$id"
        params={{ id: program._id }}
        className="nav-item"
        lang={textLanguage(program.name)}
      >
        {program.name}
      </Link>
    </li>
  ));
}
