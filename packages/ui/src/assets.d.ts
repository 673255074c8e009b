/** A font file imported for its built URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
