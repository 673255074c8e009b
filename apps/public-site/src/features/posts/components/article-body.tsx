import type { Post } from '@station/domain';
import { textLanguage } from '@station/domain/languages';
import { embedUrlForId, thumbnailUrl } from '@station/domain/youtube';
import { Fragment, type ReactNode, useState } from 'react';
import { Icon } from '~/components/icons';
import { LazyImage } from '~/components/lazy-image';
import { ServerPart } from '~/components/server-part';
import { VideoFrame } from '~/components/video-frame';
import { VideoLink } from '~/components/video-link';
import { useTranslation } from '~/lib/use-translation';

/** The empty block the server keeps for a YouTube video (apps/api src/lib/rich-text.ts). */
const VIDEO = /<div data-youtube="([A-Za-z0-9_-]{11})"><\/div>/g;
const WEB_ADDRESS = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/g;

/**
 * A video that costs nothing but its still until the reader asks for it (as in the video grid): then
 * the player loads and plays.
 */
function VideoOnClick({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  return playing ? (
    <VideoFrame src={embedUrlForId(videoId)} title={title} />
  ) : (
    <VideoLink
      videoId={videoId}
      className="article__video"
      onPlay={() => setPlaying(true)}
      label={t('home.playVideo', { title })}
    >
      <LazyImage src={thumbnailUrl(videoId)} alt="" ratio={16 / 9} />
      <Icon name="playArrow" size={48} className="play-badge" />
    </VideoLink>
  );
}

/** A plain-text post (older ones, Telegram's): paragraphs as written, with web addresses as links. */
function PlainText({ text }: { text: string }) {
  return text
    .split(/\n{2,}/)
    .filter((block) => block.trim() !== '')
    .map((block, index) => (
      <p key={index}>
        {block.split(WEB_ADDRESS).map(
          (part, at): ReactNode =>
            at % 2 === 1 ? (
              <a key={part + String(at)} href={part} rel="noopener nofollow ugc" target="_blank">
                {part}
              </a>
            ) : (
              <Fragment key={part + String(at)}>{part}</Fragment>
            ),
        )}
      </p>
    ));
}

/**
 * The article's text. Rich text arrives sanitised by the server, which keeps only the editor's markup
 * (no script, no handler, no frame, links and pictures of safe kinds) and is drawn as it is; each
 * video block in it becomes a player that loads on a tap.
 */
export function ArticleBody({ post }: { post: Pick<Post, 'title' | 'detail' | 'body'> }) {
  if (!post.body) {
    return (
      <div className="article__detail" lang={textLanguage(post.detail)}>
        <ServerPart content={post.detail}>
          <PlainText text={post.detail} />
        </ServerPart>
      </div>
    );
  }
  const parts = post.body.split(VIDEO);
  return (
    <div className="article__detail article__detail--rich" lang={textLanguage(post.detail)}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <VideoOnClick key={index} videoId={part} title={post.title} />
        ) : (
          <div key={index} dangerouslySetInnerHTML={{ __html: part }} />
        ),
      )}
    </div>
  );
}
