/**
 * What the page's boot script (src/boot/bootScript.ts) and the app tell each other through the page, named once for
 * both: the boot script runs before the app and is built apart from it.
 */

/** The build-time markup of the first screen (or home's snapshot), shown until the app draws its own. */
export const PRERENDER_ID = 'prerender';
/** On `<html>`: the markup in the page is not what this visit shows (set by the head's check). */
export const NO_PRERENDER_ATTR = 'data-no-prerender';
/** On `<html>`: the build's entry script, which names the build (the snapshot is shown only to the build that drew it). */
export const BUILD_ATTR = 'data-build';
/** On the markup: it is home's snapshot, not build-time markup. */
export const SNAPSHOT_ATTR = 'data-snapshot';
/** On the markup's form: submitted before the app ran (the app submits its own form then). */
export const SUBMITTED_ATTR = 'data-submitted';
/** On a link of the markup: pressed and not yet let go (the app waits for the tap's end before it takes over). */
export const PRESSED_ATTR = 'data-pressed';
/** On the snapshot: the app has taken over a second (a refresh bar shows, styles/_loader.scss). */
export const REFRESHING_ATTR = 'data-refreshing';
/** The JSON table of the first screens' chunks (client/scripts/routePreload.ts writes it into the head). */
export const FIRST_SCREEN_CHUNKS_ID = 'first-screen-chunks';
/** `window.preloaded` and this event: every preload link is in (src/lib/preloaded.ts). */
export const PRELOADED_EVENT = 'preloaded';
/** The global the compiled boot script defines: its functions, called by the page's inline scripts. */
export const BOOT_GLOBAL = 'assessorBoot';
