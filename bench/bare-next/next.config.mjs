/** The bench baseline: Next's defaults, its own build folder. */
export default { distDir: process.env.NEXT_DIST_DIR || ".next" };
