/**
 * `Content-Disposition: attachment` for a file name that may be Hindi or carry quotes: an ASCII
 * fallback for old clients and the exact name as RFC 5987 `filename*`, which browsers prefer.
 */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
