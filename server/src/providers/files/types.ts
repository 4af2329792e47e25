// Apart from index.ts, so that the stores need not import it.

/**
 * Where uploaded files (profile pictures, school and question images, answer recordings) live.
 * The embedded default writes under `${dataDir}/uploads`, which the web plugin serves at
 * `/uploads/`. The real adapter, for more than one server process, is S3-compatible object
 * storage: the same keys as object names, and URLs on the bucket or its CDN (s3.ts), chosen when
 * S3_BUCKET is set.
 */
export interface FileStore {
  /** Saves `bytes` under `key` (such as `profile-pics/12-a1b2c3.png`) and answers its public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /**
   * The public URL of `key`, whether or not it is stored: what `put` answers for it. A plain
   * function, so it may be passed on alone to code that only builds URLs (such as a mapper).
   */
  urlOf(key: string): string;
  /** Removes a file this store handed out `url` for; foreign URLs and missing files are ignored. */
  remove(url: string): Promise<void>;
  /** Removes the file under `key`, for callers that keep keys; missing files, unsafe keys ignored. */
  removeKey(key: string): Promise<void>;
  /** The bytes under `key` (a Word export embeds question images); undefined when missing. */
  read(key: string): Promise<Buffer | undefined>;
}

/** How a URL is made from a key, for code that needs nothing else of the store. */
export type UrlOf = FileStore['urlOf'];
