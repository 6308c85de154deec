/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build's id, set by `scripts/build.mjs`; absent in development. */
  readonly VITE_BUILD_ID?: string;
}
