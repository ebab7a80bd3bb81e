/**
 * The two functions of `@actions/cache` we use (same signatures): the actions pass the real module, tests a
 * directory-backed stand-in.
 */
export interface CacheModule {
  restoreCache(paths: string[], primaryKey: string, restoreKeys?: string[]): Promise<string | undefined>;
  saveCache(paths: string[], key: string): Promise<number>;
}
