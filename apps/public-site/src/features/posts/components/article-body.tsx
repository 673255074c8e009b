import type { Post } from '@station/domain';
import { textLanguage } from '@station/domain/languages';
import { Fragment, type ReactNode } from 'react';
import { VideoOnClick } from '~/components/video-on-click';
import { useDataSaver } from '~/lib/reader';
import { useTranslation } from '~/lib/use-translation';
import { ServerPart } from '~/rendering';
import { withNarrowestPhotos } from '../utils/narrowest-photos';

/** The empty block the server keeps for a YouTube video (apps/api src/lib/rich-text.ts). */
const VIDEO = /<div data-youtube="([A-Za-z0-9_-]{11})"><\/div>/g;
const WEB_ADDRESS = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/g;

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
 * video block in it becomes a player that loads on a tap. A reader saving data gets each photo's
 * narrowest copy, drawn alike by the page server and the browser.
 */
export function ArticleBody({ post }: { post: Pick<Post, 'title' | 'detail' | 'body'> }) {
  const { t } = useTranslation();
  const dataSaver = useDataSaver();
  if (!post.body) {
    return (
      <div className="article__detail" lang={textLanguage(post.detail)}>
        <ServerPart content={post.detail}>
          <PlainText text={post.detail} />
        </ServerPart>
      </div>
    );
  }
  const parts = (dataSaver ? withNarrowestPhotos(post.body) : post.body).split(VIDEO);
  return (
    <div className="article__detail article__detail--rich" lang={textLanguage(post.detail)}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <div key={index} className="article__video">
            <VideoOnClick
              videoId={part}
              title={post.title}
              label={t('home.playVideo', { title: post.title })}
            />
          </div>
        ) : (
          <div key={index} dangerouslySetInnerHTML={{ __html: part }} />
        ),
      )}
    </div>
  );
}
