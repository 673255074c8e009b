import { extractPlaylistId } from '@station/domain/youtube';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { liveQueries } from '~/features/live/api/live.queries';
import { useBroadcastTimes } from '~/features/live/components/use-slot-time';
import { programsQueries } from '~/features/programs/api/programs.queries';
import { ProgramView } from '~/features/programs/components/program-view';
import { videosQueries } from '~/features/videos/api/videos.queries';
import { PlaylistVideos } from '~/features/videos/components/playlist-videos';
import { loadPageRecord } from '~/lib/page-record';
import { useTranslation } from '~/lib/use-translation';

export const Route = createFileRoute('/program/$id')({
  // The playlist and the schedule are asked for beside the program, so the page arrives with its
  // videos (or without the section) and its broadcast times instead of shifting when they come.
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadPageRecord(async () => {
      void queryClient.prefetchQuery(liveQueries.programmeSchedule());
      const program = await queryClient.ensureQueryData(programsQueries.detail(id));
      const list = extractPlaylistId(program.url);
      if (list) void queryClient.prefetchQuery(videosQueries.playlist(list));
    }),
  component: ProgramPage,
});

function ProgramPage() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  const { data } = useQuery(programsQueries.detail(id));
  const times = useBroadcastTimes({ _id: id, time: data?.time });
  if (!data) return null;
  const list = extractPlaylistId(data.url);
  return (
    <ProgramView
      program={data}
      times={times}
      playlist={list && <PlaylistVideos list={list} title={t('program.playlist')} hideWhenEmpty />}
    />
  );
}
