import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '@station/api-client/admin';
import {
  CATEGORIES,
  type Category,
  POST_CHANGED,
  type Post,
  type PublishInput,
  postFieldsSchema,
} from '@station/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createLink, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { useFieldErrors } from '~/components/forms/use-field-errors';
import { Page } from '~/components/page';
import { ReviewNoteNotice } from '~/components/post-review/review-note';
import { SendBackDialog } from '~/components/post-review/send-back-dialog';
import { useFormats } from '~/lib/formats';
import { type LocalDraft, localDrafts } from '~/lib/local-drafts';
import { useSession } from '~/lib/session/use-session';
import { useSingleFlight } from '~/lib/use-single-flight';
import { addisClock, isConnectionLost } from './connection-lost';
import { useMissingAltCheck } from './missing-alt';
import { PhotosPanel } from './photos-panel';
import { plainTextToHtml } from './plain-text-html';
import { PostChangesDialog } from './post-changes-dialog';
import { usePostEditing } from './post-editor.mutations';
import { postQuery, readPost } from './post-editor.queries';
import { PreviewButton } from './preview-dialog';
import { RichTextEditor } from './rich-text-editor';

const ButtonLink = createLink(Button);

interface Fields {
  title: string;
  category: Category | '';
  body: string;
  text: string;
}

const fieldsOf = (post: Post | undefined): Fields => ({
  title: post?.title ?? '',
  category: post?.category ?? '',
  body: post ? (post.body ?? plainTextToHtml(post.detail)) : '',
  text: post?.detail ?? '',
});

/** How long typing rests before the unsaved text is kept in the browser. */
const KEEP_AFTER_MS = 400;

/**
 * Writing and publishing one post. What the editor may do follows the server's rules (the server
 * enforces them): anyone writes drafts and submits them; publishing, scheduling, unpublishing and
 * changing a published post need the right to publish. Unsaved text is kept in this browser and
 * offered back to the same admin after a reload or a new login. Text is saved against the version it
 * was typed on: when someone saved the post since, the editor sees both and chooses.
 */
export function PostEditorPage({ post: loaded }: { post?: Post }) {
  const { t } = useTranslation('post-editor');
  const { dateTime } = useFormats();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const { admin } = useSession();
  const editing = usePostEditing();
  const { busy, run } = useSingleFlight();
  const errors = useFieldErrors(['title', 'detail', 'category']);
  const drafts = useMemo(() => localDrafts(admin?._id ?? ''), [admin?._id]);
  const [post, setPost] = useState(loaded);
  const [fields, setFields] = useState(() => fieldsOf(loaded));
  const [editorKey, setEditorKey] = useState(0);
  const [scheduleAt, setScheduleAt] = useState('');
  /** The post changed after the editor read it: both versions, and the publishing that was asked for. */
  const [changed, setChanged] = useState<{ read: Post; now: Post; input: PublishInput }>();
  /** The version a restored text was typed on, when older than the post shown; saves are pinned to it. */
  const [textBase, setTextBase] = useState<string>();
  /** The post as saved by someone else since the text in the editor was typed on it. */
  const [moved, setMoved] = useState<Post>();
  /** A save failed for want of a connection: the version its text was typed on, to save it against later. */
  const [offline, setOffline] = useState<{ base: string | undefined }>();
  /** When the server last took this editor's save (the post's own `updatedAt`). */
  const [savedAt, setSavedAt] = useState<string>();
  const altCheck = useMissingAltCheck(post);
  const [sendingBack, setSendingBack] = useState(false);
  const [offer, setOffer] = useState<LocalDraft | undefined>(() => {
    const kept = drafts.read(loaded?._id);
    const start = fieldsOf(loaded);
    return kept && (kept.title !== start.title || kept.body !== start.body) ? kept : undefined;
  });

  const mayPublish = admin?.role === 'super' || admin?.canPublish === true;
  const status = post?.status ?? 'draft';
  const locked = status === 'trashed' || ((status === 'published' || status === 'scheduled') && !mayPublish);
  const saved = fieldsOf(post);
  const dirty =
    fields.title !== saved.title || fields.category !== saved.category || fields.body !== saved.body;

  useEffect(() => {
    if (!dirty || offer) return;
    const timer = setTimeout(
      () =>
        drafts.write(post?._id, {
          title: fields.title,
          category: fields.category,
          body: fields.body,
          text: fields.text,
          at: Date.now(),
          base: textBase ?? post?.updatedAt,
        }),
      KEEP_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [dirty, offer, drafts, post, fields, textBase]);

  function restore(draft: LocalDraft) {
    setFields({ title: draft.title, category: draft.category, body: draft.body, text: draft.text ?? '' });
    setEditorKey((key) => key + 1);
    setOffer(undefined);
    if (post && draft.base && draft.base !== post.updatedAt) {
      setTextBase(draft.base);
      setMoved(post);
    }
  }

  function discard() {
    drafts.clear(post?._id);
    setOffer(undefined);
  }

  /**
   * Saves the text when it changed, against the version it was typed on (`base`); answers the post as
   * the server now has it. Refused because someone saved since: both versions are shown instead.
   */
  async function saveText(
    intent: 'draft' | 'review' | 'publish',
    base = textBase ?? post?.updatedAt,
  ): Promise<Post | undefined> {
    const input = {
      title: fields.title,
      detail: fields.text.trim() || fields.title,
      category: fields.category,
      body: fields.body,
    };
    const parsed = postFieldsSchema.safeParse(input);
    if (!parsed.success) {
      errors.fromSchema(parsed.error);
      return undefined;
    }
    errors.clear();
    if (!post) {
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...parsed.data, intent })) form.append(key, String(value));
      const created = await editing.create.mutateAsync(form);
      drafts.clear(undefined);
      return created.data;
    }
    if (!dirty) return post;
    try {
      const updated = await editing.update.mutateAsync({
        id: post._id,
        input: { ...parsed.data, ...(base ? { updatedAt: base } : {}) },
      });
      drafts.clear(post._id);
      setTextBase(undefined);
      setMoved(undefined);
      return updated.data;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      const now = await readPost(post._id);
      if (now.updatedAt === base) throw error;
      setTextBase(base);
      setMoved(now);
      return undefined;
    }
  }

  /** Publishes the version the editor read; if it changed since, both versions are shown instead. */
  async function publishRead(read: Post, input: PublishInput) {
    try {
      return await editing.publish.mutateAsync({
        id: read._id,
        input: { ...input, ...(read.updatedAt ? { updatedAt: read.updatedAt } : {}) },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === POST_CHANGED)
        setChanged({ read, now: await readPost(read._id), input });
      throw error;
    }
  }

  /** Puts a version of the post in the editor, the rich text editor included. */
  function show(latest: Post) {
    setTextBase(undefined);
    setPost(latest);
    setFields(fieldsOf(latest));
    setEditorKey((key) => key + 1);
  }

  const publishShownChange = (now: Post, input: PublishInput) =>
    run(async () => {
      try {
        const result = await publishRead(now, input);
        setChanged(undefined);
        show(result.data);
        feedback.success(result.message);
      } catch (error) {
        errors.fromServer(error);
      }
    });

  /** Saves, then takes the step; a new post opens at its own address so its photos can be added. */
  const act = (
    intent: 'draft' | 'review' | 'publish',
    step?: (current: Post) => Promise<{ message: string; data: Post }>,
    base?: string,
  ) =>
    run(async () => {
      try {
        const current = await saveText(step ? 'draft' : intent, base);
        if (!current) return;
        const result = step ? await step(current) : undefined;
        const latest = result?.data ?? current;
        setPost(latest);
        setFields(fieldsOf(latest));
        setOffline(undefined);
        setSavedAt(latest.updatedAt ?? new Date().toISOString());
        feedback.success(result?.message ?? t('editor.saved'));
        if (!post) {
          // Its page opens at once from what was just saved, so no keystroke lands between two pages.
          queryClient.setQueryData(postQuery(latest._id).queryKey, latest);
          await navigate({ to: '/dashboard/posts/$postId', params: { postId: latest._id } });
        }
      } catch (error) {
        if (isConnectionLost(error) && (!post || dirty)) keepUntilOnline(base ?? textBase ?? post?.updatedAt);
        else errors.fromServer(error);
      }
    });

  /**
   * Keeps the text in this browser at once (not after the typing pause) so a closed tab loses nothing,
   * and pins it to the version it was typed on: a colleague's save in between then comes back as a
   * conflict when it is sent, never overwritten.
   */
  function keepUntilOnline(base: string | undefined) {
    drafts.write(post?._id, {
      title: fields.title,
      category: fields.category,
      body: fields.body,
      text: fields.text,
      at: Date.now(),
      base,
    });
    if (post) setTextBase(base);
    setOffline({ base });
  }

  // Only the text is sent again, as a draft save: a publish asked for offline waits for the editor.
  useEffect(() => {
    if (!offline) return;
    const resume = () => void act('draft', undefined, offline.base);
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  });

  const field = (name: 'title' | 'category') => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(errors.errors[name]),
    helperText: errors.errors[name],
    disabled: busy || locked,
    fullWidth: true,
  });

  return (
    <Page
      title={post ? t('editor.editTitle') : t('posts.newTitle')}
      action={
        post ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip label={t(`status.${status}`)} color={status === 'published' ? 'success' : 'default'} />
            {mayPublish && status === 'published' ? (
              <ButtonLink to="/dashboard/analytics/posts/$postId" params={{ postId: post._id }} size="small">
                {t('posts.stats')}
              </ButtonLink>
            ) : null}
            {status === 'scheduled' && post.publishAt ? (
              <Typography variant="body2">
                {t('editor.scheduledFor', { time: dateTime(post.publishAt) })}
              </Typography>
            ) : null}
          </Stack>
        ) : undefined
      }
    >
      {offer ? (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => restore(offer)}>
                {t('editor.restore')}
              </Button>
              <Button color="inherit" size="small" onClick={discard}>
                {t('editor.discard')}
              </Button>
            </Stack>
          }
        >
          {t('editor.unsavedFound', { time: dateTime(offer.at) })}
        </Alert>
      ) : null}
      {offline ? <Alert severity="warning">{t('editor.offline')}</Alert> : null}
      {post ? <ReviewNoteNotice postId={post._id} /> : null}
      {locked ? (
        <Alert severity="info">{t(status === 'trashed' ? 'editor.inTrash' : 'editor.needsRight')}</Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          spacing={2}
          component="form"
          noValidate
          aria-label={t('editor.form')}
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField label={t('posts.postTitle')} required {...field('title')} />
          <TextField
            label={t('posts.category')}
            required
            select
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            {...field('category')}
          >
            <MenuItem value="" disabled>
              {t('posts.selectCategory')}
            </MenuItem>
            {CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {t(`categories.${category}`)}
              </MenuItem>
            ))}
          </TextField>
          <RichTextEditor
            key={editorKey}
            label={t('posts.detail')}
            initialHtml={fields.body}
            photos={post?.imagesUrl ?? []}
            disabled={busy || locked}
            onChange={({ html, text }) => setFields((current) => ({ ...current, body: html, text }))}
          />
          {errors.errors.detail ? <Typography color="error">{errors.errors.detail}</Typography> : null}
          {locked ? null : (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {status === 'published' || status === 'scheduled' ? (
                <Button variant="contained" disabled={busy} onClick={() => void act('publish')}>
                  {t('editor.update')}
                </Button>
              ) : (
                <Button variant="outlined" disabled={busy} onClick={() => void act('draft')}>
                  {t('editor.saveDraft')}
                </Button>
              )}
              {!mayPublish && status !== 'review' ? (
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => void act('review', (current) => editing.submit.mutateAsync(current._id))}
                >
                  {t('editor.submit')}
                </Button>
              ) : null}
              {mayPublish && status !== 'published' ? (
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() =>
                    altCheck.ask(() => void act('publish', (current) => publishRead(current, {})))
                  }
                >
                  {t('editor.publishNow')}
                </Button>
              ) : null}
              {mayPublish && status === 'review' ? (
                <Button
                  color="warning"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => setSendingBack(true)}
                >
                  {t('review.sendBack')}
                </Button>
              ) : null}
              {mayPublish && status !== 'published' ? (
                <>
                  <TextField
                    type="datetime-local"
                    size="small"
                    label={t('editor.publishAt')}
                    value={scheduleAt}
                    onChange={(event) => setScheduleAt(event.target.value)}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
                  />
                  <Button
                    variant="outlined"
                    disabled={busy || scheduleAt === ''}
                    onClick={() =>
                      altCheck.ask(
                        () =>
                          void act('draft', (current) =>
                            publishRead(current, { publishAt: new Date(scheduleAt).toISOString() }),
                          ),
                      )
                    }
                  >
                    {t('editor.schedule')}
                  </Button>
                </>
              ) : null}
              {mayPublish && (status === 'published' || status === 'scheduled') ? (
                <Button
                  color="warning"
                  disabled={busy}
                  onClick={() => void act('draft', (current) => editing.unpublish.mutateAsync(current._id))}
                >
                  {t('editor.unpublish')}
                </Button>
              ) : null}
              {post ? <PreviewButton postId={post._id} dirty={dirty} /> : null}
              {savedAt ? (
                <Typography variant="body2" color="text.secondary">
                  {t('editor.savedAt', { time: addisClock(savedAt) })}
                </Typography>
              ) : null}
            </Stack>
          )}
        </Stack>
      </Paper>
      {changed ? (
        <PostChangesDialog
          read={changed.read}
          now={changed.now}
          busy={busy}
          actionLabel={t(changed.input.publishAt ? 'editor.scheduleThis' : 'editor.publishThis')}
          onAction={() => void publishShownChange(changed.now, changed.input)}
          onClose={() => {
            show(changed.now);
            setChanged(undefined);
          }}
        />
      ) : null}
      {moved ? (
        <PostChangesDialog
          read={{ ...moved, title: fields.title, category: fields.category as Category, detail: fields.text }}
          now={moved}
          busy={busy}
          texts={{
            title: t('editor.keptChangedTitle'),
            intro: t('editor.keptChangedIntro'),
            asRead: t('editor.yourText'),
            close: t('editor.useTheirs'),
          }}
          actionLabel={t('editor.saveMine')}
          onAction={() => void act('draft', undefined, moved.updatedAt)}
          onClose={() => {
            drafts.clear(moved._id);
            show(moved);
            setMoved(undefined);
          }}
          onDismiss={() => setMoved(undefined)}
        />
      ) : null}
      <SendBackDialog
        post={sendingBack && post ? post : null}
        onClose={() => setSendingBack(false)}
        onSent={(result) => {
          setSendingBack(false);
          show(result.data);
          feedback.success(result.message);
        }}
        onChanged={() => post && void readPost(post._id).then(show)}
      />
      {post && !locked ? (
        <PhotosPanel
          post={post}
          editing={editing}
          text={fields.body}
          // Unchanged text is shown anew as saved, without the figures of photos removed.
          onSaved={(latest) => (dirty ? setPost(latest) : show(latest))}
        />
      ) : (
        <Typography color="text.secondary">{post ? null : t('editor.photosAfterSave')}</Typography>
      )}
      {altCheck.dialog}
    </Page>
  );
}
