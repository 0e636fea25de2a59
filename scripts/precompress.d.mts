/** Types of scripts/precompress.mjs (plain JS so that it runs with `node` alone). */
export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;

export interface PrecompressTotals {
  /** Files compressed. */
  files: number;
  /** Their bytes. */
  bytes: number;
  /** Bytes of their `.br` copies (a file's own size where no smaller copy was written). */
  brBytes: number;
  /** Bytes of their `.gz` copies (likewise). */
  gzBytes: number;
  /** Stale copies removed, relative to the folder. */
  removed: string[];
}

export declare function precompressDir(dir: string): Promise<PrecompressTotals>;
export declare function describeTotals(totals: PrecompressTotals): string;
