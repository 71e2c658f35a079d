import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from '../lib/percentile';
import { isQuick, sized } from '../lib/quick';
import { apiDownload } from './api-download';
import type { Member } from './members';

const IMAGES_EACH = sized(8, 2);
// The quiet figure's own p95 needs enough downloads not to be just the slowest one; the first
// member takes 1 + 16 + 8 of Premium's 30 a day.
const QUIET_IMAGES = sized(16, 2);
const REELS_EACH = sized(2, 1);
// A person looks at the file before the next download: about a second, varied so the image
// members do not fall into step. Fixed pauses, so every run asks the same of the server.
const PAUSES_MS = [700, 1300, 900, 1100, 1000, 800, 1200, 1000];
const STAGGER_MS = 250;

export interface UnderLoad {
  imageMembers: number;
  reelMembers: number;
  quiet: { p50Ms: number; p95Ms: number };
  loaded: { p50Ms: number; p95Ms: number; count: number };
  reels: { p95Ms: number; count: number };
}

/**
 * Item 5 of the performance issue: images, which a member waits on, must not wait behind reels,
 * which render in the background. Half the members take clean images with a pause between them
 * as a person would; the other half queue reels back to back, so the video slot never rests.
 * The images' p95 under that load is held against the same member's on a quiet server.
 */
export async function downloadsUnderLoad(
  baseUrl: string,
  members: Member[],
  media: { image: string; reel: string },
): Promise<UnderLoad> {
  const half = Math.ceil(members.length / 2);
  const imageMembers = members.slice(0, half);
  const reelMembers = members.slice(half);
  const [first] = imageMembers;
  if (!first) throw new Error('no members to download with');

  const takeImages = async (member: Member, index: number, into: number[], count = IMAGES_EACH) => {
    // People do not click in the same millisecond: each starts a quarter of a second apart.
    await sleep(index * STAGGER_MS); // sleep-allowed: a person's start
    for (let i = 0; i < count; i++) {
      into.push(await apiDownload(baseUrl, member, media.image));
      await sleep(PAUSES_MS[(i + index) % PAUSES_MS.length]); // sleep-allowed: a person's pause
    }
  };
  // One download first: the image threads rest after a quiet minute, and the figure is of a
  // server that is rendering (the first click after a rest is reported by the click bench).
  await apiDownload(baseUrl, first, media.image);
  const quiet: number[] = [];
  await takeImages(first, 0, quiet, QUIET_IMAGES);

  const images: number[] = [];
  const reels: number[] = [];
  let reelsDone = false;
  const reelWork = Promise.all(
    reelMembers.map(async (member) => {
      for (let i = 0; i < REELS_EACH; i++)
        reels.push(await apiDownload(baseUrl, member, media.reel));
    }),
  ).finally(() => {
    reelsDone = true;
  });
  // The images start once the reels are queued and rendering, and must finish while they are.
  await sleep(500); // sleep-allowed: let the first reel reach ffmpeg
  await Promise.all(imageMembers.map((member, index) => takeImages(member, index, images)));
  const imagesEndedUnderLoad = !reelsDone;
  await reelWork;
  // A quick run's 2 s reels may end first: it checks the code path, not the figure.
  if (!imagesEndedUnderLoad && !isQuick) {
    throw new Error('the reels finished before the images: the load was not there throughout');
  }
  return {
    imageMembers: imageMembers.length,
    reelMembers: reelMembers.length,
    quiet: { p50Ms: percentile(quiet, 0.5), p95Ms: percentile(quiet, 0.95) },
    loaded: {
      p50Ms: percentile(images, 0.5),
      p95Ms: percentile(images, 0.95),
      count: images.length,
    },
    reels: { p95Ms: percentile(reels, 0.95), count: reels.length },
  };
}
