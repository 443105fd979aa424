/** Absolute URLs the API hands out: images under /storage, pages, payments. */
export interface AppUrls {
  publicUrl: string;
  storageBase(bucket: string): string;
  storage(bucket: string, file: string | null | undefined): string | null;
}

export function createUrls(publicUrl: string): AppUrls {
  const storageBase = (bucket: string) => `${publicUrl}/storage/${bucket}`;
  return {
    publicUrl,
    storageBase,
    storage: (bucket, file) => (file ? `${storageBase(bucket)}/${encodeURIComponent(file)}` : null),
  };
}
