/** Height of the signed-in frame's header bar, in px; whatever floats over the page stays below it. */
export const SHELL_HEADER_HEIGHT = 60
