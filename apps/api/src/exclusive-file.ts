import { randomBytes } from 'node:crypto';
import { linkSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * Creates `file` holding `content` unless it already exists, and says whether it did. The content is
 * written to a private draft first and then hard-linked into place, so another process never sees
 * the file half written. The draft's name is random: processes of two containers sharing a volume
 * may have the same pid.
 */
export function createExclusiveFile(file: string, content: string, mode = 0o600): boolean {
  const draft = `${file}.${randomBytes(8).toString('hex')}.draft`;
  writeFileSync(draft, content, { mode, flag: 'wx' });
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
