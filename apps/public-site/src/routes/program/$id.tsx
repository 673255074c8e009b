import { extractPlaylistId } from '@station/domain/youtube';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { programsQueries } from '~/features/programs/api/programs.queries';
import { ProgramView } from '~/features/programs/components/program-view';
import { PlaylistVideos } from '~/features/videos/components/playlist-videos';
import { loadPageRecord } from '~/lib/page-record';

export const Route = createFileRoute('/program/$id')({
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadPageRecord(() => queryClient.ensureQueryData(programsQueries.detail(id))),
  component: ProgramPage,
});

function ProgramPage() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  const { data } = useQuery(programsQueries.detail(id));
  if (!data) return null;
  const list = extractPlaylistId(data.url);
  return (
    <ProgramView
      program={data}
      playlist={list && <PlaylistVideos list={list} title={t('program.playlist')} hideWhenEmpty />}
    />
  );
}
