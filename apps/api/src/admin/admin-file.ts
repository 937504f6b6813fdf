import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * How a running server that holds the embedded database tells the invite CLI where to ask it:
 * `DATA_DIR/admin.json`, readable by its owner only, holding the server's pid, where it listens,
 * and the secret the admin endpoints require.
 */
export const adminFile = z.object({
  pid: z.number().int().positive(),
  host: z.string().min(1),
  port: z.number().int().min(1).max(65_535),
  secret: z.string().min(32),
});
export type AdminFile = z.infer<typeof adminFile>;

export const adminFilePath = (dataDir: string) => path.join(dataDir, 'admin.json');

/** Writes the file whole or not at all: readers never see half of it. */
export function writeAdminFile(dataDir: string, content: AdminFile): void {
  const file = adminFilePath(dataDir);
  const draft = `${file}.${process.pid}.draft`;
  writeFileSync(draft, JSON.stringify(content), { mode: 0o600 });
  renameSync(draft, file);
}

export function readAdminFile(dataDir: string): AdminFile | undefined {
  try {
    const parsed = adminFile.safeParse(JSON.parse(readFileSync(adminFilePath(dataDir), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the file if this process wrote it (another server may have replaced it since). */
export function removeAdminFile(dataDir: string): void {
  if (readAdminFile(dataDir)?.pid === process.pid) rmSync(adminFilePath(dataDir), { force: true });
}
