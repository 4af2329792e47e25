/** The loops make-music.mjs renders, in the spec's order (for the portal's tests). */
export declare const SONGS: readonly {
  title: string;
  file: string;
  render: () => Float32Array;
}[];
