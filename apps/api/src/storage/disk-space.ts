import { statfs } from 'node:fs/promises';

/**
 * Free space kept back under DATA_DIR. The embedded database must never see a failed write: once a
 * write-ahead-log write fails, its next statement spins forever and takes the process with it. A WAL
 * segment is 16 MB, so writes stop well before the last one could be refused.
 */
export const RESERVE_BYTES = 64 * 1024 * 1024;
const PROBE_EVERY_MS = 5000;

/** Errors that mean the disk takes no more bytes: full, over quota, or mounted read-only. */
const FULL_DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', '53100']);

export function isFullDiskError(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return FULL_DISK_CODES.has(String(code)) || FULL_DISK_CODES.has(String(cause?.code));
}

export type FreeSpaceProbe = (dir: string) => Promise<number>;

export const statfsProbe: FreeSpaceProbe = async (dir) => {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
};

export interface DiskSpace {
  /** True while DATA_DIR has less than the reserve free, or the last write was refused by the disk. */
  isFull(): boolean;
  /** Measures again now; called on a timer and whenever a write fails. */
  probe(): Promise<boolean>;
  /** A write failed: if the disk refused it, writes stop until a probe finds room again. */
  noteWriteError(error: unknown): void;
  stop(): void;
}

export function createDiskSpace({
  dir,
  onChange,
  probe: measure = statfsProbe,
  reserveBytes = RESERVE_BYTES,
}: {
  dir: string;
  onChange: (full: boolean) => void;
  probe?: FreeSpaceProbe;
  reserveBytes?: number;
}): DiskSpace {
  let full = false;
  const set = (next: boolean) => {
    if (next === full) return;
    full = next;
    onChange(full);
  };
  const probe = async () => {
    // A disk that cannot even be measured is treated as unable to take writes.
    set(
      await measure(dir).then(
        (free) => free < reserveBytes,
        () => true,
      ),
    );
    return full;
  };
  const timer = setInterval(() => void probe(), PROBE_EVERY_MS);
  timer.unref();
  return {
    isFull: () => full,
    probe,
    noteWriteError(error) {
      // A read-only remount shows free space, so the refusal itself counts until the next probe.
      if (isFullDiskError(error)) set(true);
    },
    stop: () => clearInterval(timer),
  };
}
