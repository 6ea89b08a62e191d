// A light/dark image pair: both are in the HTML, CSS shows the one for the colour mode.
export function ThemedImage({ alt, sources, width, height }: { alt: string; sources: { light: string; dark: string }; width?: number; height?: number }) {
  return (
    <>
      <img className="themed-image themed-image-light" src={sources.light} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      <img className="themed-image themed-image-dark" src={sources.dark} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
    </>
  );
}
