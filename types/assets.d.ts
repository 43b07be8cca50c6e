// Style and image imports handled by webpack loaders.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
