import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileClock, parseClockFile, watchClockFile } from './file-clock';

const real = new Date('2026-11-25T10:00:00.000Z');

describe('the scheduler test clock', () => {
  it('reads an offset in milliseconds, or an ISO time, and the real time otherwise', () => {
    expect(parseClockFile('86400000\n', real).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(parseClockFile('-60000', real).toISOString()).toBe('2026-11-25T09:59:00.000Z');
    expect(parseClockFile('2027-01-01T00:00:00+05:30', real).toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
    expect(parseClockFile('', real)).toEqual(real);
    expect(parseClockFile('soon', real)).toEqual(real);
  });

  it('follows the file as it changes, and the real time when it is missing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-clock-'));
    try {
      const file = path.join(dir, 'clock');
      const clock = createFileClock(file);
      expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(5_000);
      await writeFile(file, String(2 * 86_400_000));
      expect(clock().getTime() - Date.now()).toBeGreaterThan(86_400_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('tells its watcher each time the file is written, and stops telling it when asked', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-clock-'));
    const file = path.join(dir, 'clock');
    await writeFile(file, '0');
    let moves = 0;
    const stop = watchClockFile(file, () => {
      moves += 1;
    });
    let later = 0;
    const stopLater = watchClockFile(file, () => {
      later += 1;
    });
    try {
      // Written until seen: a write before the watcher's first look at the file is its start.
      let offset = 0;
      await expect
        .poll(async () => {
          offset += 86_400_000;
          await writeFile(file, String(offset));
          return moves;
        })
        .toBeGreaterThan(0);
      const seen = moves;
      await writeFile(file, '2027-01-01T07:00:00+05:30');
      await expect.poll(() => moves).toBe(seen + 1);

      stop();
      const laterSeen = later;
      await writeFile(file, '0');
      // The watcher still listening sees this write; the stopped one must not have.
      await expect.poll(() => later).toBe(laterSeen + 1);
      expect(moves).toBe(seen + 1);
    } finally {
      stop();
      stopLater();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
