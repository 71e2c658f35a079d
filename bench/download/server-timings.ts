/**
 * Reads one histogram series' running sum and count from the server's Prometheus text
 * (`GET /metrics`, enabled by METRICS_TOKEN): the difference across one click is the server's
 * own time for that click's request or job.
 */
export interface SeriesReading {
  sumS: number;
  count: number;
}

export async function readSeries(
  baseUrl: string,
  token: string,
  metric: string,
  labels: Record<string, string>,
): Promise<SeriesReading> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const wanted = Object.entries(labels).map(([name, value]) => `${name}="${value}"`);
  const read = (suffix: string) => {
    let total = 0;
    for (const line of text.split('\n')) {
      if (!line.startsWith(`${metric}_${suffix}{`)) continue;
      if (!wanted.every((label) => line.includes(label))) continue;
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
    return total;
  };
  return { sumS: read('sum'), count: read('count') };
}
