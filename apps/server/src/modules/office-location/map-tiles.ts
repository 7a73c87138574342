/**
 * The Content-Security-Policy img-src source that lets browsers load the map's tiles, derived
 * from MAP_TILE_URL: its origin, with Leaflet's `{s}` subdomain placeholder as a wildcard
 * (`https://{s}.tile.example.org/...` gives `https://*.tile.example.org`). A path (tiles served
 * by this server or its reverse proxy) needs nothing beyond 'self'. Anything else is a
 * configuration error, reported at start rather than as a blank map.
 */
export function tileImageSource(tileUrl: string): string | undefined {
  if (tileUrl.startsWith('/') && !tileUrl.startsWith('//')) return undefined;
  const match = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/i.exec(tileUrl);
  const host = match?.[2]?.toLowerCase().replace(/^\{[a-z]+\}\./, '*.');
  if (!match || !host || !/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(host)) {
    throw new Error(
      `MAP_TILE_URL must be an http(s) address (a {s} placeholder only as the first label) or a path: ${JSON.stringify(tileUrl)}`,
    );
  }
  return `${match[1]!.toLowerCase()}://${host}`;
}
