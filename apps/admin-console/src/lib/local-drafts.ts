import type { Category } from '@station/domain';

/** What an editor typed and has not saved yet, kept in this browser until it is saved or dropped. */
export interface LocalDraft {
  title: string;
  category: Category | '';
  body: string;
  /** The words of the body, to show beside the saved version when the post moved on. */
  text?: string | undefined;
  /** When it was typed (ms), to say how old it is. */
  at: number;
  /** The post's `updatedAt` the text was typed on: it is saved against this version, never a newer one. */
  base?: string | undefined;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'station-draft-';
const keyOf = (owner: string, postId: string | undefined) => `${PREFIX}${owner}-${postId ?? 'new'}`;

/**
 * Survives a reload, a closed tab, and a session that ended mid-sentence (the login comes back to the
 * same page). Drafts belong to the admin who typed them (`owner`): on a shared newsroom computer the
 * next admin is never offered them. Storage may be full or off; then the editor works without this
 * safety net.
 */
export function localDrafts(owner: string, storage: DraftStorage = localStorage) {
  return {
    read(postId: string | undefined): LocalDraft | undefined {
      try {
        const raw = storage.getItem(keyOf(owner, postId));
        if (!raw) return undefined;
        const draft = JSON.parse(raw) as Partial<LocalDraft>;
        return typeof draft.title === 'string' &&
          typeof draft.body === 'string' &&
          typeof draft.at === 'number'
          ? (draft as LocalDraft)
          : undefined;
      } catch {
        return undefined;
      }
    },
    write(postId: string | undefined, draft: LocalDraft): void {
      try {
        storage.setItem(keyOf(owner, postId), JSON.stringify(draft));
      } catch {
        // Full or unavailable: the server copy is all there is.
      }
    },
    clear(postId: string | undefined): void {
      try {
        storage.removeItem(keyOf(owner, postId));
      } catch {
        // Nothing kept, nothing to clear.
      }
    },
  };
}

/** Signing out by hand leaves no one's unsaved text behind in this browser (drafts of any owner). */
export function forgetLocalDrafts(storage: DraftStorage & Pick<Storage, 'key' | 'length'> = localStorage) {
  try {
    const kept: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) kept.push(key);
    }
    for (const key of kept) storage.removeItem(key);
  } catch {
    // Storage off: nothing was kept.
  }
}
