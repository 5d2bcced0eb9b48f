/// <reference types="vite/client" />

/** The app version (package.json), defined by vite.config.ts: a venue hub refuses devices on another version. */
declare const __APP_VERSION__: string;
