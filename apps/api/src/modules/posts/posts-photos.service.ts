import { FIELD_MAX, NEWSROOM_MAX, type PhotosInput, unknownFieldMessage } from '@station/domain';
import { badRequest, invalidField } from '../../lib/errors';
import type { MultipartBody } from '../../lib/multipart';
import type { Pictures } from '../../storage/pictures';
import { type CoverShare, withCoverShare } from './cover-share';
import type { PostAnswers } from './post-answers';
import { editedNow, type PostChange, type PostSaving, readersSee, type Writer } from './post-saving';
import { photoIdsOf, storedTextWithin } from './post-text';
import type { PostRow } from './posts.repository';

/** The names a post's photos come under (`images[]` from forms built by PHP-style clients). */
export const IMAGE_FIELDS = new Set(['images', 'images[]']);

interface PhotosParts {
  images: Pictures;
  answers: PostAnswers;
  saving: PostSaving;
}

/** A post's photos: adding them, and keeping, ordering and describing them. */
export function createPostsPhotos({ images, answers: { answer }, saving }: PhotosParts) {
  const photoChange = (row: PostRow, saved: PostRow, changes: Record<string, unknown>): PostChange => ({
    post: answer(saved),
    public: readersSee(row) || readersSee(saved),
    audit: { kind: 'post', action: 'photos', targetId: saved.id, targetLabel: saved.title, changes },
  });

  return {
    /** Adds photos to a post, stored at every width; the post keeps at most ten. */
    async addPhotos(admin: Writer, id: string, body: MultipartBody): Promise<PostChange> {
      const row = await saving.editableRow(admin, id);
      const stray =
        Object.keys(body.fields)[0] ?? body.files.find((file) => !IMAGE_FIELDS.has(file.field))?.field;
      if (stray) throw invalidField(stray, unknownFieldMessage([stray]));
      if (body.files.length === 0) throw invalidField('images', 'Choose at least one photo.');
      if (row.images.length + body.files.length > FIELD_MAX.imagesPerPost)
        throw badRequest(`A post takes at most ${FIELD_MAX.imagesPerPost} images.`);
      const stored = await images.store(body.files.map((file) => file.data));
      let covered: CoverShare = { images: [...row.images, ...stored], stale: [], made: [] };
      try {
        // The first photos a post gets make its cover.
        covered = await withCoverShare(covered.images, images);
        const saved = await saving.save(admin, row, { images: covered.images, ...editedNow(row) });
        await images.remove(covered.stale);
        return photoChange(row, saved, { added: stored.length });
      } catch (error) {
        await images.remove([...stored, ...covered.made]);
        throw error;
      }
    },

    /**
     * Keeps the photos named, in that order (the first is the cover), with their captions,
     * descriptions and focal points; the others are removed with their files and with their figures
     * in the text. The cover's share picture is cut again when the cover or its focus changed.
     */
    async setPhotos(admin: Writer, id: string, input: PhotosInput): Promise<PostChange> {
      const row = await saving.editableRow(admin, id);
      const byId = new Map(
        row.images.map((image) => [image.key ?? image.id ?? image.secure_url ?? '', image]),
      );
      const kept = input.photos.map((photo, index) => {
        const image = byId.get(photo.id);
        if (!image)
          throw invalidField(
            `photos.${index}.id`,
            'This photo is not one of the post’s photos. Reload the post.',
          );
        const { caption: _caption, alt: _alt, ...rest } = image;
        return {
          ...rest,
          ...(photo.caption?.trim() ? { caption: photo.caption.trim() } : {}),
          ...(photo.alt?.trim() ? { alt: photo.alt.trim() } : {}),
          // Consoles from before focal points send none: the photo keeps the one it has.
          ...(photo.focus ? { focus: photo.focus } : {}),
        };
      });
      const keptIds = new Set(input.photos.map((photo) => photo.id));
      const removed = row.images.filter(
        (image) => !keptIds.has(image.key ?? image.id ?? image.secure_url ?? ''),
      );
      const text =
        removed.length > 0 && row.body
          ? await storedTextWithin(
              { ...row, body: row.body },
              photoIdsOf(kept),
              Math.max(NEWSROOM_MAX.body, row.body.length),
            )
          : undefined;
      const figuresGone = text !== undefined && text.body !== row.body;
      const covered = await withCoverShare(kept, images);
      const values: Partial<PostRow> = {
        images: covered.images,
        ...(figuresGone ? { body: text.body, detail: text.detail } : {}),
        ...editedNow(row),
      };
      let saved: PostRow;
      try {
        saved = await saving.save(admin, row, values, input.updatedAt);
      } catch (error) {
        await images.remove(covered.made);
        throw error;
      }
      await images.remove([...removed, ...covered.stale]);
      return photoChange(row, saved, {
        removed: removed.length,
        order: true,
        ...(figuresGone ? { fields: ['body'] } : {}),
      });
    },
  };
}
