/** Formats rows as aligned columns: the first column left-aligned, numbers right-aligned. */
export function formatTable(rows: string[][], rightAligned: boolean[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, i) => {
          const width = widths[i] ?? 0;
          return rightAligned[i] ? cell.padStart(width) : cell.padEnd(width);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** "≥ 0.50 ✓" / "≤ 400 MB ✗": the target and whether the figure meets it. */
export function targetMark(met: boolean): string {
  return met ? '✓' : '✗';
}
