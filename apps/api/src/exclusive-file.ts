import { linkSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * Creates `file` holding `content` unless it already exists, and says whether it did. The content is
 * written to a private draft first and then hard-linked into place, so another process never sees
 * the file half written.
 */
export function createExclusiveFile(file: string, content: string, mode = 0o600): boolean {
  const draft = `${file}.${process.pid}.draft`;
  writeFileSync(draft, content, { mode });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}
