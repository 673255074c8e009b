import { textLanguage } from '@station/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { programsQueries } from '../api/programs.queries';

/** The programs added last, newest first, as links to their pages. */
export function LatestPrograms({ count }: { count: number }) {
  const { data = [] } = useQuery(programsQueries.list());
  const latest = [...data]
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
    .slice(0, count);
  return (
    <ul className="tile-grid">
      {latest.map((program) => (
        <li key={program._id} className="tile">
          <Link
            to="/program/$id"
            params={{ id: program._id }}
            lang={textLanguage(program.name)}
            className="tile__link"
          >
            {program.name}
          </Link>
          {program.time ? <p className="muted">{program.time}</p> : null}
        </li>
      ))}
    </ul>
  );
}
