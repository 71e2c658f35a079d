import type { MotifId } from '../demo-types';
import { MOTIF_KIND, type MotifKind } from '../motif-kinds';
import type { Box, Ctx, DrawEnv } from './geometry';
import { drawBonfire, drawBowArrow, drawFlute, drawFullMoon } from './motifs/devotional';
import { drawAbstract, drawAurora, drawDreamscape, drawOrbs } from './motifs/dreamy';
import {
  drawDandiya,
  drawDiyas,
  drawLanterns,
  drawModak,
  drawRakhi,
  drawRangoli,
} from './motifs/festive';
import { drawBowlSteam, drawCake, drawCoffee, drawDeliveryBag, drawThali } from './motifs/food';
import {
  drawBalloons,
  drawBooks,
  drawDumbbell,
  drawGradCap,
  drawHeartPulse,
  drawLotus,
  drawTrophy,
} from './motifs/life';
import { drawHouse, drawKeyCoin, drawSkyline } from './motifs/property';
import {
  drawFlowers,
  drawHearts,
  drawHoliSplash,
  drawKites,
  drawTricolour,
  drawXmasTree,
} from './motifs/seasonal';
import {
  drawGiftBox,
  drawMegaphone,
  drawPriceTag,
  drawRibbonCut,
  drawShoppingBags,
} from './motifs/shop';
import { drawMountainPeak, drawNightSky, drawSunrise } from './motifs/sky';

type DrawMotif = (ctx: Ctx, box: Box, env: DrawEnv) => void;

export interface Motif {
  draw: DrawMotif;
  kind: MotifKind;
}

const DRAW: Record<MotifId, DrawMotif> = {
  diyas: drawDiyas,
  rangoli: drawRangoli,
  holiSplash: drawHoliSplash,
  dandiya: drawDandiya,
  modak: drawModak,
  lanterns: drawLanterns,
  xmasTree: drawXmasTree,
  rakhi: drawRakhi,
  kites: drawKites,
  tricolour: drawTricolour,
  flowers: drawFlowers,
  sunrise: drawSunrise,
  nightSky: drawNightSky,
  coffee: drawCoffee,
  mountainPeak: drawMountainPeak,
  abstract: drawAbstract,
  megaphone: drawMegaphone,
  priceTag: drawPriceTag,
  shoppingBags: drawShoppingBags,
  ribbonCut: drawRibbonCut,
  giftBox: drawGiftBox,
  hearts: drawHearts,
  house: drawHouse,
  skyline: drawSkyline,
  keyCoin: drawKeyCoin,
  thali: drawThali,
  bowlSteam: drawBowlSteam,
  deliveryBag: drawDeliveryBag,
  balloons: drawBalloons,
  cake: drawCake,
  trophy: drawTrophy,
  lotus: drawLotus,
  dumbbell: drawDumbbell,
  heartPulse: drawHeartPulse,
  books: drawBooks,
  gradCap: drawGradCap,
  bonfire: drawBonfire,
  fullMoon: drawFullMoon,
  flute: drawFlute,
  bowArrow: drawBowArrow,
  dreamscape: drawDreamscape,
  orbs: drawOrbs,
  aurora: drawAurora,
};

export function motifFor(id: MotifId): Motif {
  return { draw: DRAW[id], kind: MOTIF_KIND[id] };
}
