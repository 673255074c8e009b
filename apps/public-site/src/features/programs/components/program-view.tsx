import { type Program, truncate } from '@station/domain';
import { extractVideoId } from '@station/domain/youtube';
import type { ReactNode } from 'react';
import { Icon } from '~/components/icons';
import { useDocumentTitle } from '~/components/use-document-title';
import { VideoOnClick } from '~/components/video-on-click';
import { useTranslation } from '~/lib/use-translation';
import '~/components/pages.css';
import { textLanguage } from '@station/domain/languages';

/**
 * `playlist` is the program's video list, composed by the route from the videos feature; `times`,
 * when it is on, written by the live feature the way the schedule writes it.
 */
export function ProgramView({
  program,
  times,
  playlist,
}: {
  program: Program;
  times: string | undefined;
  playlist: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(program.name, truncate(program.detail, 160));
  const videoId = extractVideoId(program.url);
  return (
    <article>
      <h1 className="page-title" lang={textLanguage(program.name)}>
        {program.name}
      </h1>
      {times && (
        <p className="icon-line muted">
          <Icon name="schedule" size={20} />
          <span>
            {t('common.label', { label: t('program.time') })} {times}
          </span>
        </p>
      )}
      {videoId && (
        <div className="player-box">
          <VideoOnClick
            videoId={videoId}
            title={t('program.video', { name: program.name })}
            label={t('home.playVideo', { title: program.name })}
          />
        </div>
      )}
      <p className="prose prose--lines">{program.detail}</p>
      {playlist}
    </article>
  );
}
