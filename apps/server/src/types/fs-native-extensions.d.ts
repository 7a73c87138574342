// The package ships no types; these are the calls the data folder lock uses (its README's API).
declare module 'fs-native-extensions' {
  interface LockOptions {
    /** A shared (read) lock instead of the default exclusive one. */
    shared?: boolean;
  }
  /** true when granted, false when another open file holds a conflicting lock. */
  export function tryLock(fd: number, options?: LockOptions): boolean;
  export function tryLock(fd: number, offset: number, length: number, options?: LockOptions): boolean;
  export function unlock(fd: number, offset?: number, length?: number): void;
}
