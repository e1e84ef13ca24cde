/** Whether an error is a failed load of a JavaScript chunk (a deploy replaced the files, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return Boolean(
    e &&
      (e.name === 'ChunkLoadError' ||
        /Loading chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module/i.test(
          e.message ?? '',
        )),
  );
}
