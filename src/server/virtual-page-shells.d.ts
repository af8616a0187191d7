/**
 * The build's shells (`<dir>-server/page-shells.json`), bundled into the edge worker by
 * scripts/build-edge.ts, which points this name at the build's file.
 */
declare module 'virtual:page-shells' {
  const shells: import('./page-shell').PageShells;
  export default shells;
}
